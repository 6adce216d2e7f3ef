import "server-only";
// Counting a visitor once per business, metric and day without knowing who they are. The visitor
// (address and browser, an account, a business) is hashed with the day's random salt; only the hash
// is stored, for that day. The salts live in InsightSalt, one per calendar day, made by whichever
// process needs it first (the others read the winner), so every process hashes alike. A business's
// local day selects the salt, so a visitor is counted once per day as the business counts days.
// Days more than two days old are swept away with their salts, after which no hash can be linked
// to anyone again.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "@/platform/db";
import { addCalendarDays } from "@/lib/calendar-day";

/** Salts this process already read; a few days at most. */
const salts = new Map<string, string>();
const KEPT_SALTS = 8;

/** The salt of `day` ("YYYY-MM-DD"), created when it does not exist yet. */
export async function daySalt(db: Db, day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  const salt = randomBytes(32).toString("hex");
  await db.$executeRaw`INSERT INTO "InsightSalt" ("day", "salt", "createdAt") VALUES (${day}, ${salt}, ${new Date()}) ON CONFLICT DO NOTHING`;
  const stored = await db.insightSalt.findUniqueOrThrow({ where: { day }, select: { salt: true } });
  salts.set(day, stored.salt);
  if (salts.size > KEPT_SALTS) salts.delete([...salts.keys()].sort()[0]!);
  return stored.salt;
}

/** The stored hash: SHA-256 of the day's salt, the visitor, the business and the metric's group. */
export function visitorHash(salt: string, visitor: string, businessId: string, group: string): string {
  return createHash("sha256").update([salt, visitor, businessId, group].join("\u0000")).digest("base64url");
}

/** How long visitor hashes and salts are kept: every time zone has left the day by then. */
const KEEP_DAYS = 2;

/** Deletes the visitor hashes and salts of days more than two days before `now`'s UTC day. */
export async function sweepInsightVisitors(db: Db, now = new Date()): Promise<{ visitors: number; salts: number }> {
  const before = addCalendarDays(now.toISOString().slice(0, 10), -KEEP_DAYS);
  const visitors = await db.insightVisitorDay.deleteMany({ where: { day: { lt: before } } });
  const removed = await db.insightSalt.deleteMany({ where: { day: { lt: before } } });
  for (const day of salts.keys()) if (day < before) salts.delete(day);
  return { visitors: visitors.count, salts: removed.count };
}
