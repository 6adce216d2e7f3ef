// The tRPC client without React Query, for the few calls public pages make (the footer's newsletter
// box, the waitlist form): loaded on first use through `apiOnDemand()` (on-demand.ts).
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import { MAX_BATCH_SIZE } from "@/lib/api-limits";
import type { AppRouter } from "@/server/api/root";

export function createVanillaClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        transformer: superjson,
        url: "/api/trpc",
        maxItems: MAX_BATCH_SIZE,
        headers: () => ({ "x-trpc-source": "react" }),
      }),
    ],
  });
}
