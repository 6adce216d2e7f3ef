import "server-only";
// The limiter's counters in Redis (REDIS_URL): INCR and the expiry in one Lua script, so the
// count and its window are set atomically for every process sharing the server.
import { Redis } from "ioredis";
import type { LimitStore } from "@/platform/rate-limit";
import { onShutdownClose } from "@/platform/runtime/shutdown.mjs";

const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const EXTEND = `
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 0`;

const PREFIX = "localhub:limit:";

export function redisLimitStore(url: string): LimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  onShutdownClose(() => redis.quit());
  return {
    async hit(key, windowMs, now) {
      const [count, ttl] = (await redis.eval(HIT, 1, PREFIX + key, String(windowMs))) as [number, number];
      return { count, resetAt: now + ttl };
    },
    async extend(key, resetAt) {
      await redis.eval(EXTEND, 1, PREFIX + key, String(Math.max(1, resetAt - Date.now())));
    },
    async remove(key) {
      await redis.del(PREFIX + key);
    },
    async removePrefix(prefix) {
      const pattern = PREFIX + prefix.replace(/[*?[\]\\]/g, "\\$&") + "*";
      for (let cursor = "0"; ;) {
        const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 500);
        if (keys.length) await redis.del(...keys);
        if (next === "0") break;
        cursor = next;
      }
    },
  };
}
