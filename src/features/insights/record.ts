import "server-only";
// Recording owner insights: events are queued in memory and written in batches, off the request.
// A batch (every 2 seconds, or at 500 events) reads its businesses' time zones in one query (an
// unknown or unlisted business's events are dropped), hashes each visitor with the salt of the
// business's local day, and in one transaction inserts the hashes (ON CONFLICT DO NOTHING RETURNING:
// only a visitor not yet counted that day comes back) and adds the new visitors' events to the
// businesses' daily rows with one upsert. A failed batch is logged and dropped: recording never
// fails a request. The queue is bounded; past that, events are dropped with a log line.
import { Prisma } from "@/generated/sqlite/client";
import { db as appDb, type Db } from "@/platform/db";
import { MINUTE } from "@/platform/rate-limit";
import { onShutdown } from "@/platform/runtime/shutdown.mjs";
import { localDay } from "./days";
import { VIEW_SOURCE_COLUMNS, type BeaconEvent, type ViewSource } from "./types";
import { daySalt, sweepInsightVisitors, visitorHash } from "./visitors";

/** Events counted on the server, where the visitor is the signed-in account. */
export type ServerInsightMetric = "favourites" | "listAdds" | "enquiries" | "referrals";

/** Every counter of BusinessInsightDay, in one fixed order (the upsert's columns). */
const COLUMNS = [
  "views",
  ...VIEW_SOURCE_COLUMNS.map((column) => column.key),
  "callClicks",
  "websiteClicks",
  "directionClicks",
  "shareClicks",
  "favourites",
  "listAdds",
  "enquiries",
  "referrals",
] as const;
type Column = (typeof COLUMNS)[number];

/** One event: the counters it adds one to, once per visitor, business, group and day. */
type QueuedEvent = { businessId: string; columns: readonly Column[]; group: string; visitor: string; at: Date };

const CLICK_COLUMNS: Record<Exclude<BeaconEvent, "view">, Column> = {
  call: "callClicks",
  website: "websiteClicks",
  directions: "directionClicks",
  share: "shareClicks",
};

const FLUSH_EVERY_MS = 2_000;
const BATCH_SIZE = 500;
const MAX_QUEUED = 10_000;

const queue: QueuedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let flushing: Promise<void> | null = null;
let dropped = 0;

function enqueue(event: QueuedEvent): void {
  if (queue.length >= MAX_QUEUED) {
    if (dropped++ === 0) console.error(`Insights: the queue holds ${MAX_QUEUED} events; dropping new ones.`);
    return;
  }
  queue.push(event);
  if (queue.length >= BATCH_SIZE) void flushInsights();
  else if (!timer) {
    timer = setTimeout(() => void flushInsights(), FLUSH_EVERY_MS);
    timer.unref();
  }
}

/**
 * Counts one event for a business's insights, once per visitor (an account id on the server),
 * business, metric and day. Returns at once: the event is written with the next batch.
 */
export function countInsight(event: { businessId: string; metric: ServerInsightMetric; visitor: string }): void {
  enqueue({
    businessId: event.businessId,
    columns: [event.metric],
    group: event.metric,
    visitor: `account:${event.visitor}`,
    at: new Date(),
  });
}

/**
 * Counts what a profile's browser reported. Every view of a visitor's day counts once, with the
 * source of the first; `visitor` identifies the browser (address and User-Agent).
 */
export function countBeaconEvent(
  event: { businessId: string; event: BeaconEvent; source?: ViewSource; visitor: string },
  at = new Date(),
): void {
  const source = VIEW_SOURCE_COLUMNS.find((column) => column.source === event.source);
  const columns: Column[] =
    event.event === "view" ? (source ? ["views", source.key] : ["views"]) : [CLICK_COLUMNS[event.event]];
  enqueue({ businessId: event.businessId, columns, group: event.event, visitor: `browser:${event.visitor}`, at });
}

/** Writes everything queued so far (tests, shutdown); resolves when it is written or dropped. */
export function flushInsights(db: Db = appDb): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const run = (flushing ?? Promise.resolve()).then(async () => {
    if (dropped > 0) console.error(`Insights: ${dropped} events were dropped while the queue was full.`);
    dropped = 0;
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH_SIZE);
      try {
        await writeBatch(db, batch);
      } catch (error) {
        console.error(
          `Insights: a batch of ${batch.length} events was dropped:`,
          error instanceof Error ? error.message : error,
        );
      }
    }
  });
  flushing = run;
  void run.finally(() => {
    if (flushing === run) flushing = null;
  });
  return run;
}

type Dated = QueuedEvent & { day: string; hash: string };

async function writeBatch(db: Db, batch: QueuedEvent[]): Promise<void> {
  const ids = [...new Set(batch.map((event) => event.businessId))];
  const businesses = await db.businessProfile.findMany({
    where: { id: { in: ids }, active: true },
    select: { id: true, timeZone: true },
  });
  const zones = new Map(businesses.map((business) => [business.id, business.timeZone]));
  const firstOfVisitor = new Map<string, Dated>();
  for (const event of batch) {
    const zone = zones.get(event.businessId);
    if (zone === undefined) continue;
    const day = localDay(event.at, zone);
    const hash = visitorHash(await daySalt(db, day), event.visitor, event.businessId, event.group);
    const key = `${day} ${hash}`;
    if (!firstOfVisitor.has(key)) firstOfVisitor.set(key, { ...event, day, hash });
  }
  if (firstOfVisitor.size === 0) return;
  // In key order, so two processes writing overlapping batches take their row locks in one order.
  const candidates = [...firstOfVisitor.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, event]) => event);
  await db.$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<{ day: string; hash: string }[]>(Prisma.sql`
      INSERT INTO "InsightVisitorDay" ("day", "hash")
      VALUES ${Prisma.join(candidates.map((event) => Prisma.sql`(${event.day}, ${event.hash})`))}
      ON CONFLICT DO NOTHING
      RETURNING "day", "hash"`);
    const fresh = new Set(inserted.map((row) => `${row.day} ${row.hash}`));
    const rows = new Map<string, { businessId: string; day: string; counts: Record<Column, number> }>();
    for (const event of candidates) {
      if (!fresh.has(`${event.day} ${event.hash}`)) continue;
      const key = `${event.businessId} ${event.day}`;
      let row = rows.get(key);
      if (!row) {
        row = {
          businessId: event.businessId,
          day: event.day,
          counts: Object.fromEntries(COLUMNS.map((column) => [column, 0])) as Record<Column, number>,
        };
        rows.set(key, row);
      }
      for (const column of event.columns) row.counts[column]++;
    }
    if (rows.size === 0) return;
    const sorted = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
    await tx.$executeRaw(Prisma.sql`
      INSERT INTO "BusinessInsightDay" ("businessId", "day", ${Prisma.raw(COLUMNS.map((c) => `"${c}"`).join(", "))})
      VALUES ${Prisma.join(
        sorted.map(
          (row) => Prisma.sql`(${row.businessId}, ${row.day}, ${Prisma.join(COLUMNS.map((c) => row.counts[c]))})`,
        ),
      )}
      ON CONFLICT ("businessId", "day") DO UPDATE SET
      ${Prisma.raw(COLUMNS.map((c) => `"${c}" = "BusinessInsightDay"."${c}" + excluded."${c}"`).join(", "))}`);
  });
}

let sweeper: ReturnType<typeof setInterval> | null = null;

/**
 * In a server process: sweeps old visitor hashes and salts every hour (and a minute after start),
 * and writes the queue when the production server shuts down, after its last request.
 */
export function startInsightRecorder(): void {
  if (sweeper) return;
  const sweep = () =>
    sweepInsightVisitors(appDb).catch((error: unknown) =>
      console.error("The insights sweep failed:", error instanceof Error ? error.message : error),
    );
  setTimeout(() => void sweep(), MINUTE).unref();
  sweeper = setInterval(() => void sweep(), 60 * MINUTE);
  sweeper.unref();
  onShutdown(() => flushInsights());
}
