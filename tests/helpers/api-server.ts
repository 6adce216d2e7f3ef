// A real HTTP server around the app's own tRPC handler, the upload route (POST /api/uploads), the
// insights beacon (POST /api/insights) and the media route (GET /media/{file}); no test-runner
// imports, so a separate process can run it too: tests/helpers/api-server-process.ts.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { GET as getMedia } from "@/app/media/[file]/route";
import { POST as postInsight } from "@/app/api/insights/route";
import { handleTRPCRequest } from "@/server/api/handler";
import { handleUpload, UPLOAD_ENDPOINT } from "@/server/api/uploads";
import { INSIGHTS_ENDPOINT } from "@/features/insights/types";
import { CLIENT_ADDRESS_TRUSTED, stampClientAddress } from "@/platform/runtime/client-address.mjs";

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(", "));
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

/** The app's route for a request: uploads, the beacon and media as Next.js routes them, everything else to tRPC. */
function route(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === UPLOAD_ENDPOINT && request.method === "POST") return handleUpload(request);
  if (pathname === INSIGHTS_ENDPOINT && request.method === "POST") return postInsight(request);
  if (pathname.startsWith("/media/") && request.method === "GET") {
    return getMedia(request, {
      params: Promise.resolve({ file: decodeURIComponent(pathname.slice("/media/".length)) }),
    });
  }
  return handleTRPCRequest(request);
}

/**
 * Like the production server (scripts/server.mjs), the test server stamps each request with the
 * client's address. It trusts one proxy hop by default, so a client's X-Forwarded-For plays the
 * proxy's report of the visitor's address; with 0 hops only the socket counts.
 */
export async function startApiServer(
  options: { trustedProxyHops?: number } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  let origin = "";
  (globalThis as Record<symbol, unknown>)[CLIENT_ADDRESS_TRUSTED] = true;
  const server: Server = createServer((req, res) => {
    stampClientAddress(req, options.trustedProxyHops ?? 1);
    toRequest(req, origin)
      .then(route)
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
  });
  // The server keeps idle connections open longer than the client does (fetch lets them go after
  // a few seconds), so the client never sends a request on a socket the server is just closing:
  // with the defaults the two timers race, and a busy event loop turns that into ECONNRESET.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
