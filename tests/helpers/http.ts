// A real HTTP server around the app's own tRPC handler, and a typed client that talks to it.
// Tests go through the same path as the browser: HTTP, cookies, superjson, middleware, zod.
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll } from "vitest";
import type { AppRouter } from "@/server/api/root";
import type { Role } from "@/lib/roles";
import { startApiServer } from "./api-server";
import { createUser, sessionCookie } from "./factories";
import { uniqueIp } from "./waitlist";

export { startApiServer };

export type ApiClient = ReturnType<typeof createTRPCClient<AppRouter>>;

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
    /** A new user with these roles (and a verified email address if `verified`) and a client signed in as them. */
    clientAs: async (roles: Role[], options: { verified?: boolean } = {}) => {
      const user = await createUser({ roles, verified: options.verified });
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
    links: [
      httpLink({
        url: `${baseUrl}/api/trpc`,
        transformer: superjson,
        headers: () => (cookie ? { ...headers, cookie } : headers),
      }),
    ],
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
