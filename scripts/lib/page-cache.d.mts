import type { IncomingMessage, ServerResponse } from "node:http";
import type { InvalidationHub } from "../../src/platform/runtime/invalidation.mjs";

type Request = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export type PageCacheEntry = {
  headers: Record<string, number | string | string[]>;
  body: string;
  nonce: string;
  expiresAt: number;
};

export function pageCacheKey(req: Request): string | null;
export function changesData(method: string | undefined, statusCode: number, url?: string): boolean;
export function newNonce(): string;
export function cacheEntry(
  statusCode: number,
  headers: Record<string, number | string | string[] | undefined>,
  body: string,
  expiresAt: number,
): PageCacheEntry | null;
export function withNonce(entry: PageCacheEntry, nonce: string): { headers: PageCacheEntry["headers"]; body: string };
export const RENDER_WAIT_MS: number;
export function createPageCache(options: {
  seconds: number;
  now?: () => number;
  renderWaitMs?: number;
  hub?: InvalidationHub;
}): {
  readonly size: number;
  /** Visitors waiting on another visitor's render of the same page. */
  readonly waiting: number;
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    render: (req: IncomingMessage, res: ServerResponse) => unknown,
  ): Promise<unknown>;
};
