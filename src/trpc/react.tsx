"use client";

import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { httpBatchLink, loggerLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import superjson from "superjson";
import { MAX_BATCH_SIZE } from "@/lib/api-limits";
import type { AppRouter } from "@/server/api/root";
import { createQueryClient } from "./query-client";

let browserQueryClient: QueryClient | undefined;
function getQueryClient() {
  if (typeof window === "undefined") return createQueryClient();
  return (browserQueryClient ??= createQueryClient());
}

export const api = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

type ApiClient = ReturnType<typeof api.createClient>;
let browserApiClient: ApiClient | undefined;
function createApiClient(): ApiClient {
  return api.createClient({
    links: [
      loggerLink({
        enabled: (op) =>
          process.env.NODE_ENV === "development" && op.direction === "down" && op.result instanceof Error,
      }),
      httpBatchLink({
        transformer: superjson,
        url: "/api/trpc",
        maxItems: MAX_BATCH_SIZE,
        headers: () => ({ "x-trpc-source": "react" }),
      }),
    ],
  });
}
/** One client per browser tab, so the page's islands (see island.tsx) batch their calls together. */
function getApiClient(): ApiClient {
  if (typeof window === "undefined") return createApiClient();
  return (browserApiClient ??= createApiClient());
}

export function TRPCReactProvider({ children }: { children: React.ReactNode }) {
  const queryClient = getQueryClient();
  const trpcClient = getApiClient();
  return (
    <QueryClientProvider client={queryClient}>
      <api.Provider client={trpcClient} queryClient={queryClient}>
        {children}
      </api.Provider>
    </QueryClientProvider>
  );
}
