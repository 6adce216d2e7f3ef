import type { IncomingMessage, ServerResponse } from "node:http";
import type { CompressedParts } from "./gzip-parts.mjs";
import type { InvalidationHub } from "../../src/platform/runtime/invalidation.mjs";

type Request = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export type PageCacheEntry = {
  headers: Record<string, number | string | string[]>;
  /** The page's parts between the places of its nonce. */
  parts: Buffer[];
  /** The parts compressed once (compressEntry), or null before or when the page cannot be held so. */
  compressed: CompressedParts | null;
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
export function compressEntry(entry: PageCacheEntry): Promise<PageCacheEntry>;
export function withNonce(
  entry: PageCacheEntry,
  nonce: string,
  gzip?: boolean,
): Promise<{ headers: PageCacheEntry["headers"]; body: Buffer }>;
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
