// A real HTTP server around next-auth's own route (src/app/api/auth/[...nextauth]/route.ts, with the
// app's authOptions): /api/auth/csrf, sign-in, sign-out and /api/auth/session as the browser calls
// them. next-auth answers a Node request/response pair the way Next.js API routes hand them over
// (query with the path segments, parsed form body, cookies, status/json/send).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { CLIENT_ADDRESS_TRUSTED, stampClientAddress } from "@/platform/runtime/client-address.mjs";

type NextApiLike = (req: unknown, res: unknown) => Promise<unknown>;

function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) cookies[part.slice(0, index).trim()] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return cookies;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://localhost");
  const segments = url.pathname
    .replace(/^\/api\/auth\/?/, "")
    .split("/")
    .filter(Boolean);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
  const request = Object.assign(req, {
    query: { ...Object.fromEntries(url.searchParams), nextauth: segments },
    body,
    cookies: parseCookies(req.headers.cookie),
  });
  const response = Object.assign(res, {
    status: (code: number) => {
      res.statusCode = code;
      return response;
    },
    json: (value: unknown) => {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(value));
    },
    send: (value: unknown) =>
      res.end(typeof value === "string" || Buffer.isBuffer(value) ? value : JSON.stringify(value)),
  });
  await ((req.method === "POST" ? POST : GET) as unknown as NextApiLike)(request, response);
}

export async function startAuthServer(): Promise<{ url: string; close: () => Promise<void> }> {
  (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_TRUSTED] = true;
  const server = createServer((req, res) => {
    stampClientAddress(req, 1);
    handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** name=value of each cookie an answer sets (an emptied cookie gives an empty value). */
export function setCookies(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const index = pair!.indexOf("=");
    cookies[pair!.slice(0, index)] = pair!.slice(index + 1);
  }
  return cookies;
}

/** The Cookie header a browser holding these cookies sends. */
export const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
