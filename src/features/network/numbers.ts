import "server-only";
// What the network brings one business: its connections, referrals given / received / won, the
// closed value given and received (this month, this year, all time, in the business's time zone),
// the median time to first response on received referrals, and the last 12 months. Values are read
// only by the business's owner; totals are sums over the referrals themselves, so they always
// equal what the referrals say.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { zonedMonthStart, zonedParts } from "@/lib/zoned-month";
import { ownBusiness, type NetworkActor } from "./access";
import { countConnections } from "./connections";

const MONTHS = 12;

/** The first instant of the month `offset` months before `now`'s, in `timeZone`, and its label. */
function monthStart(now: Date, timeZone: string, offset: number): { start: Date; key: string } {
  const { year, month: current } = zonedParts(now, timeZone);
  const month = current - offset;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return { start: zonedMonthStart(y, m, timeZone), key: `${y}-${String(m + 1).padStart(2, "0")}` };
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function networkNumbers(db: Db, actor: NetworkActor, businessId: string, now = new Date()) {
  const business = await ownBusiness(db, actor, businessId);
  const { timeZone } = (await db.businessProfile.findUnique({
    where: { id: business.id },
    select: { timeZone: true },
  }))!;
  const thisMonth = monthStart(now, timeZone, 0).start;
  const thisYear = zonedMonthStart(zonedParts(now, timeZone).year, 0, timeZone);
  const months = Array.from({ length: MONTHS }, (_, i) => monthStart(now, timeZone, MONTHS - 1 - i));
  const bounds = { thisMonth, thisYear, months: months.map((m) => m.start) };

  const [connections, given, received, givenMonths, receivedMonths, responses] = await Promise.all([
    countConnections(db, business.id),
    referralTotals(db, "fromBusinessId", business.id, bounds),
    referralTotals(db, "toBusinessId", business.id, bounds),
    referralsPerMonth(db, "fromBusinessId", business.id, bounds.months),
    referralsPerMonth(db, "toBusinessId", business.id, bounds.months),
    // The newest 500 answered, from the (toBusinessId, createdAt, firstResponseAt) index alone; raw,
    // as Prisma's row mapping of 500 dates costs more than the read.
    db.$queryRaw<Array<{ createdAt: Date | string; firstResponseAt: Date | string }>>`
      SELECT "createdAt", "firstResponseAt" FROM "Referral"
       WHERE "toBusinessId" = ${business.id} AND "firstResponseAt" IS NOT NULL
       ORDER BY "createdAt" DESC LIMIT 500`,
  ]);
  // Referrals count in the month they were made; closed value in the month it was won (a referral
  // won this month may be older than the chart).
  const chart = months.map((m, i) => ({
    month: m.key,
    given: givenMonths[i]!,
    received: receivedMonths[i]!,
    valueGivenCents: given.valueByMonth[i]!,
    valueReceivedCents: received.valueByMonth[i]!,
  }));

  const responseHours = median(
    responses.map((r) => (new Date(r.firstResponseAt).getTime() - new Date(r.createdAt).getTime()) / 3_600_000),
  );
  return {
    businessId: business.id,
    connections,
    referrals: { given: given.count, received: received.count, wonGiven: given.won, wonReceived: received.won },
    valueGivenCents: { month: given.valueMonth, year: given.valueYear, all: given.valueAll },
    valueReceivedCents: { month: received.valueMonth, year: received.valueYear, all: received.valueAll },
    medianResponseHours: responseHours === null ? null : Math.round(responseHours * 10) / 10,
    chart,
  };
}

type Side = "fromBusinessId" | "toBusinessId";
type Bounds = { thisMonth: Date; thisYear: Date; months: Date[] };
type Row = Record<string, number | bigint | null>;

/** The chart month (0 = oldest) a date column falls in, newest month tried first; null before the chart. */
const monthIndex = (column: Prisma.Sql, months: Date[]) =>
  Prisma.sql`CASE ${Prisma.join(
    months
      .map((start, i) => [start, i] as const)
      .reverse()
      .map(([start, i]) => Prisma.sql`WHEN ${column} >= ${start} THEN ${i}`),
    " ",
  )} END`;

/**
 * One business's referrals on one side: how many, how many won, and the won value (all time, this
 * year, this month, and per chart month by closing date). Two reads of the (side, status, closedAt,
 * valueCents) index instead of a query per number.
 */
async function referralTotals(db: Db, side: Side, businessId: string, bounds: Bounds) {
  const column = Prisma.raw(`"${side}"`);
  const [[totals], months] = await Promise.all([
    db.$queryRaw<Row[]>`
      SELECT COUNT(*) AS "count",
             COALESCE(SUM(CASE WHEN "status" = 'won' THEN 1 ELSE 0 END), 0) AS "won",
             COALESCE(SUM(CASE WHEN "status" = 'won' THEN "valueCents" ELSE 0 END), 0) AS "valueAll",
             COALESCE(SUM(CASE WHEN "status" = 'won' AND "closedAt" >= ${bounds.thisYear} THEN "valueCents" ELSE 0 END), 0) AS "valueYear",
             COALESCE(SUM(CASE WHEN "status" = 'won' AND "closedAt" >= ${bounds.thisMonth} THEN "valueCents" ELSE 0 END), 0) AS "valueMonth"
        FROM "Referral" WHERE ${column} = ${businessId}`,
    db.$queryRaw<Row[]>`
      SELECT "month", COALESCE(SUM("valueCents"), 0) AS "value"
        FROM (SELECT ${monthIndex(Prisma.sql`"closedAt"`, bounds.months)} AS "month", "valueCents"
                FROM "Referral" WHERE ${column} = ${businessId} AND "status" = 'won' AND "closedAt" >= ${bounds.months[0]}) AS "won"
       GROUP BY "month"`,
  ]);
  const get = (key: string) => Number(totals?.[key] ?? 0);
  return {
    count: get("count"),
    won: get("won"),
    valueAll: get("valueAll"),
    valueYear: get("valueYear"),
    valueMonth: get("valueMonth"),
    valueByMonth: perMonth(months, "value", bounds.months.length),
  };
}

/** How many referrals the business made or received in each chart month: one read of the (side, createdAt) index. */
async function referralsPerMonth(db: Db, side: Side, businessId: string, months: Date[]): Promise<number[]> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT "month", COUNT(*) AS "count"
      FROM (SELECT ${monthIndex(Prisma.sql`"createdAt"`, months)} AS "month"
              FROM "Referral" WHERE ${Prisma.raw(`"${side}"`)} = ${businessId} AND "createdAt" >= ${months[0]}) AS "made"
     GROUP BY "month"`;
  return perMonth(rows, "count", months.length);
}

const perMonth = (rows: Row[], key: string, length: number) => {
  const out = Array.from({ length }, () => 0);
  for (const row of rows) if (row.month !== null) out[Number(row.month)]! += Number(row[key] ?? 0);
  return out;
};
