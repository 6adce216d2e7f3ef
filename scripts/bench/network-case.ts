// The business network's reads on the filled network (network-fill.ts: 1,000,000 connections,
// 500,000 referrals): the referral inbox and sent list, the network numbers, the profile's counts,
// the connections list and the suggestions, for the busy business (biz_000001: 1,500 connections,
// 5,000 referrals received, 3,000 sent) and a typical one. Target: p95 20 ms.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { countConnections, listConnections, suggestConnections } from "@/features/network/connections";
import { networkNumbers } from "@/features/network/numbers";
import { publicRecommendations } from "@/features/network/recommendations";
import { listReceivedReferrals, listSentReferrals } from "@/features/network/referrals";
import { SUGGESTIONS_COUNT } from "@/features/network/types";
import type { BenchCase } from "./cases";

const BUSY = "biz_000001";
/** "Now" for the numbers: the seed's now, so this month and this year hold referrals. */
const NOW = new Date("2026-11-22T12:00:00.000Z");

type Subject = { id: string; ownerId: string };
const subjects = new Map<"busy" | "typical", Subject>();

async function subject(db: Db, which: "busy" | "typical"): Promise<Subject> {
  const known = subjects.get(which);
  if (known) return known;
  const found = await db.businessProfile.findFirstOrThrow({
    where:
      which === "busy"
        ? { id: BUSY }
        : { id: { gte: "biz_050000" }, ownerId: { not: null }, active: true, awaitingApproval: false },
    orderBy: { id: "asc" },
    select: { id: true, ownerId: true },
  });
  const value = { id: found.id, ownerId: found.ownerId! };
  subjects.set(which, value);
  return value;
}

function networkCase(
  name: string,
  which: "busy" | "typical",
  run: (db: Db, business: Subject) => Promise<unknown>,
  statements: (business: Subject) => Array<{ label: string; sql: Prisma.Sql }> = () => [],
): BenchCase {
  let business: Subject = { id: "", ownerId: "" };
  return {
    name: `network, ${which === "busy" ? "busy business" : "typical business"}: ${name}`,
    targetMs: 20,
    setup: async (db) => {
      business = await subject(db, which);
    },
    run: (db) => run(db, business),
    statements: async () => statements(business),
  };
}

const actor = (business: Subject) => ({ id: business.ownerId });

const inbox = (business: Subject, status?: string) => [
  {
    label: "page",
    sql: Prisma.sql`SELECT "id" FROM "Referral" WHERE "toBusinessId" = ${business.id} ${status ? Prisma.sql`AND "status" = ${status}` : Prisma.empty} ORDER BY "createdAt" DESC, "id" DESC LIMIT 20`,
  },
  {
    label: "count",
    sql: Prisma.sql`SELECT COUNT(*) FROM "Referral" WHERE "toBusinessId" = ${business.id} ${status ? Prisma.sql`AND "status" = ${status}` : Prisma.empty}`,
  },
];

export function networkCases(): BenchCase[] {
  return [
    networkCase(
      "referral inbox, first page",
      "busy",
      (db, b) => listReceivedReferrals(db, actor(b), { businessId: b.id, page: 1 }),
      (b) => inbox(b),
    ),
    networkCase(
      "referral inbox, won only",
      "busy",
      (db, b) => listReceivedReferrals(db, actor(b), { businessId: b.id, status: "won", page: 1 }),
      (b) => inbox(b, "won"),
    ),
    networkCase("referral inbox, first page", "typical", (db, b) =>
      listReceivedReferrals(db, actor(b), { businessId: b.id, page: 1 }),
    ),
    networkCase(
      "sent referrals, first page",
      "busy",
      (db, b) => listSentReferrals(db, actor(b), { businessId: b.id, page: 1 }),
      (b) => [
        {
          label: "page",
          sql: Prisma.sql`SELECT "id" FROM "Referral" WHERE "fromBusinessId" = ${b.id} ORDER BY "createdAt" DESC, "id" DESC LIMIT 20`,
        },
      ],
    ),
    networkCase(
      "network numbers",
      "busy",
      (db, b) => networkNumbers(db, actor(b), b.id, NOW),
      (b) => [
        {
          label: "won value given",
          sql: Prisma.sql`SELECT SUM("valueCents") FROM "Referral" WHERE "fromBusinessId" = ${b.id} AND "status" = 'won'`,
        },
        {
          label: "won value received",
          sql: Prisma.sql`SELECT SUM("valueCents") FROM "Referral" WHERE "toBusinessId" = ${b.id} AND "status" = 'won'`,
        },
        {
          label: "response times",
          sql: Prisma.sql`SELECT "createdAt", "firstResponseAt" FROM "Referral" WHERE "toBusinessId" = ${b.id} AND "firstResponseAt" IS NOT NULL ORDER BY "createdAt" DESC LIMIT 500`,
        },
      ],
    ),
    networkCase("network numbers", "typical", (db, b) => networkNumbers(db, actor(b), b.id, NOW)),
    networkCase("profile's connection count and recommendations", "busy", (db, b) =>
      Promise.all([countConnections(db, b.id), publicRecommendations(db, b.id)]),
    ),
    networkCase("profile's connection count and recommendations", "typical", (db, b) =>
      Promise.all([countConnections(db, b.id), publicRecommendations(db, b.id)]),
    ),
    networkCase("connections list, first page", "busy", (db, b) =>
      listConnections(db, actor(b), { businessId: b.id, page: 1 }),
    ),
    networkCase("connections list, first page", "typical", (db, b) =>
      listConnections(db, actor(b), { businessId: b.id, page: 1 }),
    ),
    networkCase("suggestions", "busy", (db, b) => suggestConnections(db, actor(b), b.id, SUGGESTIONS_COUNT)),
    networkCase("suggestions", "typical", (db, b) => suggestConnections(db, actor(b), b.id, SUGGESTIONS_COUNT)),
  ];
}
