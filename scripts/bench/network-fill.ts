// The network benchmark's data: replaces the seeded network's connections and referrals with
// 1,000,000 connections and 500,000 referrals between the listed businesses that have an owner (each
// with businesses of its own city), and gives one business (the busy one: biz_000001, the demo
// owner's) 1,500 connections, 5,000 referrals received, 3,000 sent and 300 recommendations shown.
// `tsx scripts/bench/network-fill.ts` on the database DATABASE_URL names; run by run.mjs after the
// seed, and skipped when the database already holds the filled network.
import type { Prisma } from "@/generated/sqlite/client";
import { bulkInsert } from "../../prisma/seed/bulk";
import { createRng } from "../../prisma/seed/random";

export const NETWORK_CONNECTIONS = 1_000_000;
export const NETWORK_REFERRALS = 500_000;
export const BUSY_BUSINESS = "biz_000001";
const BUSY_CONNECTIONS = 1_500;
const BUSY_RECEIVED = 5_000;
const BUSY_SENT = 3_000;
const BUSY_RECOMMENDATIONS = 300;
const NOW = new Date("2026-11-22T12:00:00.000Z").getTime();
const DAY = 86_400_000;
const CHUNK = 50_000;

type Member = { id: string; ownerId: string; citySlug: string };

async function main() {
  const { db, dbProvider } = await import("@/platform/db");
  try {
    const [connected, referred] = await Promise.all([db.businessConnection.count(), db.referral.count()]);
    if (connected === NETWORK_CONNECTIONS && referred === NETWORK_REFERRALS) {
      console.log("network: already filled");
      return;
    }
    const started = performance.now();
    const rng = createRng(20261128);
    const members = (await db.businessProfile.findMany({
      where: { ownerId: { not: null }, active: true, awaitingApproval: false },
      orderBy: { id: "asc" },
      select: { id: true, ownerId: true, citySlug: true },
    })) as Member[];
    const busy = members.find((m) => m.id === BUSY_BUSINESS);
    if (!busy) throw new Error(`${BUSY_BUSINESS} is not a listed business with an owner`);
    const byCity = new Map<string, Member[]>();
    for (const m of members) {
      const city = byCity.get(m.citySlug);
      if (city) city.push(m);
      else byCity.set(m.citySlug, [m]);
    }

    if (dbProvider === "postgresql")
      await db.$executeRawUnsafe(`TRUNCATE "BusinessConnection", "Referral", "BusinessBlock"`);
    else
      for (const table of ["BusinessConnection", "Referral", "BusinessBlock"])
        await db.$executeRawUnsafe(`DELETE FROM "${table}"`);

    // Connections: the busy business's first, then each city's share of the rest, random pairs.
    const pairs = new Set<string>();
    const edges: Array<[Member, Member]> = [];
    const busyPartners: Member[] = [];
    let rows: Prisma.BusinessConnectionCreateManyInput[] = [];
    const flush = async (force = false) => {
      if (rows.length >= CHUNK || (force && rows.length > 0)) {
        await bulkInsert(db, dbProvider, "BusinessConnection", rows);
        rows = [];
      }
    };
    const connect = async (a: Member, b: Member) => {
      const key = a.id < b.id ? `${a.id}:${b.id}` : `${b.id}:${a.id}`;
      if (a.ownerId === b.ownerId || pairs.has(key)) return null;
      pairs.add(key);
      const accepted = rng.chance(0.95);
      const createdAt = new Date(NOW - Math.floor(rng.next() * 365 * DAY));
      rows.push({
        id: `bconn_${String(pairs.size).padStart(7, "0")}`,
        pairKey: key,
        requesterId: a.id,
        addresseeId: b.id,
        requestedById: a.ownerId,
        note: null,
        status: accepted ? "accepted" : "pending",
        createdAt,
        acceptedAt: accepted ? new Date(createdAt.getTime() + Math.floor(rng.next() * 2 * DAY)) : null,
      });
      if (accepted) edges.push([a, b]);
      await flush();
      return accepted;
    };
    const city = byCity.get(busy.citySlug)!;
    while (busyPartners.length < BUSY_CONNECTIONS) {
      const other = rng.pick(city);
      if (other.id === busy.id) continue;
      if (await (rng.chance(0.5) ? connect(busy, other) : connect(other, busy))) busyPartners.push(other);
    }
    for (const [, list] of byCity) {
      const share = Math.round((NETWORK_CONNECTIONS * list.length) / members.length);
      const target = Math.min(pairs.size + share, NETWORK_CONNECTIONS);
      if (list.length < 2) continue;
      for (let guard = 0; pairs.size < target && guard < share * 3; guard++)
        await connect(rng.pick(list), rng.pick(list));
    }
    // Rounding: top up from the largest city.
    const largest = [...byCity.values()].sort((a, b) => b.length - a.length)[0]!;
    while (pairs.size < NETWORK_CONNECTIONS) await connect(rng.pick(largest), rng.pick(largest));
    await flush(true);
    console.log(`network: ${pairs.size} connections (${((performance.now() - started) / 1000).toFixed(1)} s)`);

    // Referrals along accepted connections, in either direction; the busy business's first.
    const statuses = ["new", "contacted", "won", "lost", "declined"] as const;
    let referrals: Prisma.ReferralCreateManyInput[] = [];
    let made = 0;
    const refer = async (from: Member, to: Member) => {
      made++;
      const createdAt = NOW - Math.floor((1 - Math.sqrt(rng.next())) * 365 * DAY);
      const age = NOW - createdAt;
      const status =
        statuses[
          rng.weighted(age < 3 * DAY ? [60, 30, 5, 0, 5] : age < 45 * DAY ? [10, 30, 30, 15, 15] : [2, 6, 50, 27, 15])
        ]!;
      const firstResponseAt = status === "new" ? null : createdAt + Math.min(Math.floor(rng.next() * 2 * DAY), age);
      const closedAt =
        status === "declined"
          ? firstResponseAt
          : (status === "won" || status === "lost") && firstResponseAt !== null
            ? firstResponseAt + Math.floor(rng.next() * (NOW - firstResponseAt))
            : null;
      referrals.push({
        id: `bref_${String(made).padStart(7, "0")}`,
        fromBusinessId: from.id,
        toBusinessId: to.id,
        createdById: from.ownerId,
        customerName: `Customer ${made}`,
        customerEmail: `customer${made}@example.com`,
        customerPhone: `(512) 555-01${String(made % 100).padStart(2, "0")}`,
        need: "Looking for a quote on a small job this month.",
        status,
        valueCents: status === "won" ? rng.int(50, 5000) * 100 : null,
        closeReason: status === "declined" ? "Fully booked for the next two months." : null,
        createdAt: new Date(createdAt),
        lastStepAt: new Date(closedAt ?? firstResponseAt ?? createdAt),
        firstResponseAt: firstResponseAt === null ? null : new Date(firstResponseAt),
        closedAt: closedAt === null ? null : new Date(closedAt),
        remindedAt: null,
        contactRemovedAt: null,
      });
      if (referrals.length >= CHUNK) {
        await bulkInsert(db, dbProvider, "Referral", referrals);
        referrals = [];
      }
    };
    for (let k = 0; k < BUSY_RECEIVED; k++) await refer(rng.pick(busyPartners), busy);
    for (let k = 0; k < BUSY_SENT; k++) await refer(busy, rng.pick(busyPartners));
    while (made < NETWORK_REFERRALS) {
      const [a, b] = rng.pick(edges);
      if (a.id === busy.id || b.id === busy.id) continue;
      if (rng.chance(0.5)) await refer(a, b);
      else await refer(b, a);
    }
    await bulkInsert(db, dbProvider, "Referral", referrals);
    console.log(`network: ${made} referrals (${((performance.now() - started) / 1000).toFixed(1)} s)`);

    // The busy business's profile: 300 recommendations shown, from its connections.
    await db.recommendation.deleteMany({ where: { toBusinessId: busy.id } });
    await bulkInsert(
      db,
      dbProvider,
      "Recommendation",
      busyPartners.slice(0, BUSY_RECOMMENDATIONS).map((from, k) => {
        const createdAt = new Date(NOW - k * DAY);
        return {
          id: `brec_${String(k + 1).padStart(4, "0")}`,
          fromBusinessId: from.id,
          toBusinessId: busy.id,
          authorId: from.ownerId,
          text: "Reliable, honest and easy to work with. Our customers come back happy.",
          status: "accepted",
          openReports: 0,
          removedReason: null,
          createdAt,
          respondedAt: createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    await db.$executeRawUnsafe(dbProvider === "postgresql" ? "VACUUM ANALYZE" : "ANALYZE");
    console.log(`network: filled (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
