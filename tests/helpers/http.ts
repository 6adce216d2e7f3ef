// A real HTTP server around the app's own tRPC handler, and a typed client that talks to it.
// Tests go through the same path as the browser: HTTP, cookies, superjson, middleware, zod.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll } from "vitest";
import { handleTRPCRequest } from "@/server/api/handler";
import type { AppRouter } from "@/server/api/root";
import type { Role } from "@/lib/roles";
import { CLIENT_ADDRESS_TRUSTED, stampClientAddress } from "../../scripts/lib/client-address.mjs";
import { createUser, sessionCookie } from "./factories";
import { uniqueIp } from "./waitlist";

export type ApiClient = ReturnType<typeof createTRPCClient<AppRouter>>;

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

/**
 * Like the production server (scripts/server.mjs), the test server stamps each request with the
 * client's address. It trusts one proxy hop by default, so a client's X-Forwarded-For plays the
 * proxy's report of the visitor's address; with 0 hops only the socket counts.
 */
export async function startApiServer(options: { trustedProxyHops?: number } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  let origin = "";
  (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_TRUSTED] = true;
  const server: Server = createServer((req, res) => {
    stampClientAddress(req, options.trustedProxyHops ?? 1);
    toRequest(req, origin)
      .then(handleTRPCRequest)
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Starts a test server for the calling test file (beforeAll) and stops it afterwards (afterAll). */
export function apiServerForThisFile() {
  let running: Awaited<ReturnType<typeof startApiServer>> | undefined;
  beforeAll(async () => {
    running = await startApiServer();
  });
  afterAll(() => running?.close());
  const url = () => {
    if (!running) throw new Error("The test server starts in beforeAll; use it inside hooks and tests.");
    return running.url;
  };
  return {
    url,
    client: (cookie?: string, headers?: Record<string, string>) => apiClient(url(), cookie, headers),
    /** A new user with these roles and a client signed in as them. */
    clientAs: async (roles: Role[]) => {
      const user = await createUser({ roles });
      return { user, api: apiClient(url(), await sessionCookie(user, roles)) };
    },
  };
}

/**
 * A client for the test server; `headers` are sent with every call. Each client is its own visitor:
 * unless `headers` says otherwise, its calls come through the trusted proxy from a fresh address.
 */
export function apiClient(baseUrl: string, cookie?: string, extraHeaders: Record<string, string> = {}): ApiClient {
  const headers = { "x-forwarded-for": uniqueIp(), ...extraHeaders };
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${baseUrl}/api/trpc`, transformer: superjson, headers: () => (cookie ? { ...headers, cookie } : headers) })],
  });
}

/** The tRPC error a call failed with (code, message, field errors), or "ok" when it succeeded. */
export async function outcome(call: Promise<unknown>) {
  try {
    await call;
    return "ok" as const;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      const data = error.data as { code?: string; fieldErrors?: Record<string, string[]> } | undefined;
      return { code: data?.code ?? "UNKNOWN", message: error.message, fieldErrors: data?.fieldErrors };
    }
    throw error;
  }
}
