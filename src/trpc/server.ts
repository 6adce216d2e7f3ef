// Server components call procedures directly through the caller, with the request's cookies,
// so the same authorization middleware applies as over HTTP.
import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { TRPCError } from "@trpc/server";
import { cache } from "react";
import { createCaller } from "@/server/api/root";
import { createTRPCContext } from "@/server/api/trpc";

const createContext = cache(async () => {
  const heads = new Headers(await headers());
  heads.set("x-trpc-source", "rsc");
  return createTRPCContext({ headers: heads });
});

export const api = createCaller(createContext);

/**
 * The procedure's answer, or the 404 page when it answers with one of `codes` (an unknown id, or one
 * the caller may not see). Wrap it in React's `cache` when a layout checks and its page reads the same.
 */
export async function orNotFound<T>(
  call: () => Promise<T>,
  codes: readonly TRPCError["code"][] = ["NOT_FOUND"],
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TRPCError && codes.includes(error.code)) notFound();
    throw error;
  }
}
