// Calls to the API from components on public pages that should not carry React Query and the tRPC
// client with the page: the client (vanilla.ts, with superjson) loads on the first call. Pages whose
// components use the query hooks get `TRPCReactProvider` (react.tsx) from their layout or island.
import type { TRPCClientErrorLike } from "@trpc/client";
import { useEffect, useState } from "react";
import type { AppRouter } from "@/server/api/root";
import type { createVanillaClient } from "./vanilla";

type Client = ReturnType<typeof createVanillaClient>;
let client: Promise<Client> | undefined;

/** The vanilla tRPC client, loaded once on first use. */
export function apiOnDemand(): Promise<Client> {
  return (client ??= import("./vanilla").then((module) => module.createVanillaClient()));
}

const answers = new Map<string, Promise<unknown>>();

/**
 * A read through `apiOnDemand()`, made while `key` is not null and remembered for the page's life
 * under that key (for reference data such as subcategories or counts). `data` is undefined until it answers.
 */
export function useOnDemandRead<T>(key: string | null, read: (api: Client) => Promise<T>): { data: T | undefined } {
  const [answer, setAnswer] = useState<{ key: string; data: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    let pending = answers.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = apiOnDemand().then(read);
      answers.set(key, pending);
      pending.catch(() => answers.delete(key));
    }
    pending.then((data) => current && setAnswer({ key, data })).catch(() => undefined);
    return () => {
      current = false;
    };
    // `read` is the same read for the same key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { data: answer && answer.key === key ? answer.data : undefined };
}

/** The data (code, field errors) of an error the API answered a call with. */
export function apiErrorData(error: unknown): TRPCClientErrorLike<AppRouter>["data"] | undefined {
  return typeof error === "object" && error !== null && "data" in error
    ? (error as TRPCClientErrorLike<AppRouter>).data
    : undefined;
}
