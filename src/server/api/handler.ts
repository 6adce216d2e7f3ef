// The one HTTP entry point for tRPC: the Next.js route handler and the HTTP tests both use it.
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { appRouter } from "./root";
import { createTRPCContext } from "./trpc";

export const TRPC_ENDPOINT = "/api/trpc";

export function handleTRPCRequest(req: Request): Promise<Response> {
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req,
    router: appRouter,
    createContext: () => createTRPCContext({ headers: req.headers }),
  });
}
