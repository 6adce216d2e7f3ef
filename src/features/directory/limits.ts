import "server-only";
// Searching is public and each search reads the database: generous limits per address, so a
// script cannot flood the directory while people typing and paging never meet them. Counted in
// each process's memory (Redis when configured), so admitting a search writes nothing.
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { TOO_MANY_SEARCHES_MESSAGE } from "./schema";

/** Searches (the /directory page and directory.search) per address. */
export const searchesPerAddress = createLimiter("directory-search:address", {
  limit: 120,
  windowMs: MINUTE,
  perProcess: true,
});
/** Search-as-you-type suggestions per address (one per pause while typing). */
export const suggestionsPerAddress = createLimiter("directory-suggest:address", {
  limit: 240,
  windowMs: MINUTE,
  perProcess: true,
});

/** Counts one request from `address`; over the limit, TOO_MANY_REQUESTS with a clear message. */
export async function consumeSearch(limiter: typeof searchesPerAddress, address: string): Promise<void> {
  if (!(await limiter.consume(address)).allowed) throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_SEARCHES_MESSAGE);
}
