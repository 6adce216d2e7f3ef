import "server-only";
// Rate limits shared by every app process: a fixed-window counter per key, kept in the database
// (table RateLimitBucket; SQLite or PostgreSQL) or, with REDIS_URL set, in Redis. A limiter made
// with `perProcess` (the directory's searches) counts in this process's memory instead, unless
// REDIS_URL is set: a search then writes nothing, and each process admits its own allowance.
//
//   const limiter = createLimiter("newsletter:address", { limit: 10, windowMs: 15 * MINUTE });
//   const { allowed, retryAfterSeconds } = await limiter.consume(clientAddress);
//   if (!allowed) throw new AppError("TOO_MANY_REQUESTS", "...");
//   ... the guarded work ...
//
// `consume` counts the attempt and answers in one atomic step, BEFORE the guarded work, so N
// simultaneous attempts admit exactly `limit` of them. With `maxBlockMs`, every refused attempt
// doubles the wait (up to that cap) instead of locking anything for good: used for sign-in, keyed
// by account AND address, so guessing from one address never locks the real user out elsewhere.
import { Prisma } from "@/generated/sqlite/client";
import { db } from "@/platform/db";
import { env } from "@/platform/env";
import { memoryLimitStore } from "@/platform/rate-limit-memory";
import { redisLimitStore } from "@/platform/rate-limit-redis";

export const MINUTE = 60 * 1000;

type LimitDecision = { allowed: boolean; retryAfterSeconds: number };

export type Limiter = {
  /** Counts one attempt for `key` and says whether it may go ahead (and if not, for how long to wait). */
  consume(key: string): Promise<LimitDecision>;
  /** Forgets `key`'s attempts (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Forgets the attempts of every key that starts with `keyPrefix` (e.g. an account from every address). */
  resetPrefix(keyPrefix: string): Promise<void>;
};

export type LimitOptions = {
  /** Attempts admitted per window. */
  limit: number;
  windowMs: number;
  /** Refused attempts double the wait, from one window up to this. Without it the window simply ends. */
  maxBlockMs?: number;
  /**
   * Counted in this process's memory (in Redis when REDIS_URL is set): for frequent public reads
   * whose limit only has to stop a flood. Never for sign-in or anything that sends email: those
   * counts must hold across every process.
   */
  perProcess?: boolean;
};

/** Where counters live. `hit` increments (restarting an expired window) and returns the new state atomically. */
export type LimitStore = {
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** Moves the window's end to `resetAt` if that is later. */
  extend(key: string, resetAt: number): Promise<void>;
  remove(key: string): Promise<void>;
  /** Removes every counter whose key starts with `prefix`. */
  removePrefix(prefix: string): Promise<void>;
};

export function createLimiter(
  name: string,
  options: LimitOptions,
  store: () => LimitStore = options.perProcess ? processStore : defaultStore,
): Limiter {
  const fullKey = (key: string) => `${name}:${key}`;
  return {
    async consume(key) {
      const now = Date.now();
      const { count, resetAt } = await store().hit(fullKey(key), options.windowMs, now);
      if (count <= options.limit) return { allowed: true, retryAfterSeconds: 0 };
      let until = resetAt;
      if (options.maxBlockMs) {
        until = Math.max(resetAt, now + blockMs(count - options.limit, options.windowMs, options.maxBlockMs));
        await store().extend(fullKey(key), until);
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
    },
    reset: (key) => store().remove(fullKey(key)),
    resetPrefix: (keyPrefix) => store().removePrefix(fullKey(keyPrefix)),
  };
}

/** The wait after the `excess`-th refused attempt: one window, doubling, capped. */
function blockMs(excess: number, windowMs: number, maxBlockMs: number): number {
  return Math.min(maxBlockMs, windowMs * 2 ** Math.min(excess, 30));
}

/** "5 minutes", "1 hour", "30 seconds": for messages that say how long to wait. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? "" : "s"}`;
}

let chosenStore: LimitStore | undefined;
function defaultStore(): LimitStore {
  chosenStore ??= env.REDIS_URL ? redisLimitStore(env.REDIS_URL) : databaseLimitStore;
  return chosenStore;
}

// On globalThis: the route handlers and the server components, which Next may load as separate
// module instances, count into one store per process.
const MEMORY_STORE = Symbol.for("localhub.rate-limit-memory");
function processStore(): LimitStore {
  if (env.REDIS_URL) return defaultStore();
  const holder = globalThis as typeof globalThis & { [MEMORY_STORE]?: LimitStore };
  return (holder[MEMORY_STORE] ??= memoryLimitStore());
}

const SWEEP_EVERY = 500;
let hitsSinceSweep = 0;

/** Counters in RateLimitBucket: one upsert per attempt (row-locked on PostgreSQL, one writer on SQLite). */
const databaseLimitStore: LimitStore = {
  async hit(key, windowMs, now) {
    if (++hitsSinceSweep >= SWEEP_EVERY) {
      hitsSinceSweep = 0;
      await db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "resetAt" <= ${BigInt(now)}`;
    }
    const nowValue = BigInt(now);
    const resetAt = BigInt(now + windowMs);
    const rows = await db.$queryRaw<{ count: number | bigint; resetAt: number | bigint }[]>(Prisma.sql`
      INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES (${key}, 1, ${resetAt})
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimitBucket"."resetAt" <= ${nowValue} THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
        "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= ${nowValue} THEN ${resetAt} ELSE "RateLimitBucket"."resetAt" END
      RETURNING "count", "resetAt"`);
    const row = rows[0];
    if (!row) throw new Error("rate limit upsert returned no row");
    return { count: Number(row.count), resetAt: Number(row.resetAt) };
  },
  async extend(key, resetAt) {
    await db.$executeRaw`UPDATE "RateLimitBucket" SET "resetAt" = ${BigInt(resetAt)} WHERE "key" = ${key} AND "resetAt" < ${BigInt(resetAt)}`;
  },
  async remove(key) {
    await db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "key" = ${key}`;
  },
  async removePrefix(prefix) {
    await db.$executeRaw`DELETE FROM "RateLimitBucket" WHERE substr("key", 1, ${prefix.length}) = ${prefix}`;
  },
};
