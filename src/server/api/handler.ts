// The one HTTP entry point for tRPC: the Next.js route handler and the HTTP tests both use it.
// Before any procedure runs it refuses mutations sent by another site (Origin check) and batches
// of more than MAX_BATCH_SIZE calls; answers to signed-in users are never stored by caches.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { env } from "@/platform/env";
import { MAX_BATCH_SIZE } from "@/lib/api-limits";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "@/lib/same-origin";
import { appRouter } from "./root";
import { createTRPCContext } from "./trpc";

const TRPC_ENDPOINT = "/api/trpc";

export async function handleTRPCRequest(req: Request): Promise<Response> {
  if (req.method !== "GET" && req.method !== "HEAD" && isCrossSiteRequest(req.headers, env.NEXTAUTH_URL)) {
    return Response.json(
      { error: { json: { message: CROSS_SITE_MESSAGE, code: -32003, data: { code: "FORBIDDEN", httpStatus: 403 } } } },
      { status: 403 },
    );
  }
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req,
    router: appRouter,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: () => createTRPCContext({ headers: req.headers }),
    responseMeta: ({ ctx }) => (ctx?.session ? { headers: new Headers({ "cache-control": "private, no-store" }) } : {}),
  });
}
