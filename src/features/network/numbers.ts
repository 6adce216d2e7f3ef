import "server-only";
// What the network brings one business: its connections, referrals given / received / won, the
// closed value given and received (this month, this year, all time, in the business's time zone),
// the median time to first response on received referrals, and the last 12 months. Values are read
// only by the business's owner; totals are sums over the referrals themselves, so they always
// equal what the referrals say.
import type { Db } from "@/platform/db";
import { ownBusiness, type NetworkActor } from "./access";
import { countConnections } from "./connections";

const MONTHS = 12;

/** The first instant of the month `offset` months before `now`'s, in `timeZone`, and its label. */
function monthStart(now: Date, timeZone: string, offset: number): { start: Date; key: string } {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric" }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === "year")!.value);
  const month = Number(parts.find((p) => p.type === "month")!.value) - 1 - offset;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  // Midnight local time: start from UTC midnight and move by the zone's offset at that moment.
  const utc = Date.UTC(y, m, 1);
  const zoneOffset = zoneOffsetMs(new Date(utc), timeZone);
  return { start: new Date(utc - zoneOffset), key: `${y}-${String(m + 1).padStart(2, "0")}` };
}

function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return local - at.getTime();
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
  const thisYear = monthStart(
    now,
    timeZone,
    Number(new Intl.DateTimeFormat("en-US", { timeZone, month: "numeric" }).format(now)) - 1,
  ).start;
  const chartFrom = monthStart(now, timeZone, MONTHS - 1);
  const since = (from: Date) => ({ closedAt: { gte: from } });

  const sum = (where: object) =>
    db.referral
      .aggregate({ where: { status: "won", ...where }, _sum: { valueCents: true } })
      .then((r) => r._sum.valueCents ?? 0);
  const [
    connections,
    given,
    received,
    wonGiven,
    wonReceived,
    givenAll,
    givenYear,
    givenMonth,
    receivedAll,
    receivedYear,
    receivedMonth,
    responses,
    recentGiven,
    recentReceived,
  ] = await Promise.all([
    countConnections(db, business.id),
    db.referral.count({ where: { fromBusinessId: business.id } }),
    db.referral.count({ where: { toBusinessId: business.id } }),
    db.referral.count({ where: { fromBusinessId: business.id, status: "won" } }),
    db.referral.count({ where: { toBusinessId: business.id, status: "won" } }),
    sum({ fromBusinessId: business.id }),
    sum({ fromBusinessId: business.id, ...since(thisYear) }),
    sum({ fromBusinessId: business.id, ...since(thisMonth) }),
    sum({ toBusinessId: business.id }),
    sum({ toBusinessId: business.id, ...since(thisYear) }),
    sum({ toBusinessId: business.id, ...since(thisMonth) }),
    db.referral.findMany({
      where: { toBusinessId: business.id, firstResponseAt: { not: null } },
      orderBy: { createdAt: "desc" },
      take: 500,
      select: { createdAt: true, firstResponseAt: true },
    }),
    db.referral.findMany({
      where: { fromBusinessId: business.id, createdAt: { gte: chartFrom.start } },
      select: { createdAt: true, status: true, valueCents: true, closedAt: true },
    }),
    db.referral.findMany({
      where: { toBusinessId: business.id, createdAt: { gte: chartFrom.start } },
      select: { createdAt: true, status: true, valueCents: true, closedAt: true },
    }),
  ]);

  const months = Array.from({ length: MONTHS }, (_, i) => monthStart(now, timeZone, MONTHS - 1 - i));
  const monthOf = (date: Date) => {
    for (let i = months.length - 1; i >= 0; i--) if (date >= months[i]!.start) return i;
    return -1;
  };
  const chart = months.map((m) => ({ month: m.key, given: 0, received: 0, valueGivenCents: 0, valueReceivedCents: 0 }));
  for (const r of recentGiven) {
    const i = monthOf(r.createdAt);
    if (i >= 0) chart[i]!.given++;
  }
  for (const r of recentReceived) {
    const i = monthOf(r.createdAt);
    if (i >= 0) chart[i]!.received++;
  }
  // Closed value falls in the month it was won (a referral won this month may be older than the chart).
  const [wonGivenRecent, wonReceivedRecent] = await Promise.all([
    db.referral.findMany({
      where: { fromBusinessId: business.id, status: "won", closedAt: { gte: chartFrom.start } },
      select: { closedAt: true, valueCents: true },
    }),
    db.referral.findMany({
      where: { toBusinessId: business.id, status: "won", closedAt: { gte: chartFrom.start } },
      select: { closedAt: true, valueCents: true },
    }),
  ]);
  for (const r of wonGivenRecent) {
    const i = monthOf(r.closedAt!);
    if (i >= 0) chart[i]!.valueGivenCents += r.valueCents ?? 0;
  }
  for (const r of wonReceivedRecent) {
    const i = monthOf(r.closedAt!);
    if (i >= 0) chart[i]!.valueReceivedCents += r.valueCents ?? 0;
  }

  const responseHours = median(
    responses.map((r) => (r.firstResponseAt!.getTime() - r.createdAt.getTime()) / 3_600_000),
  );
  return {
    businessId: business.id,
    connections,
    referrals: { given, received, wonGiven, wonReceived },
    valueGivenCents: { month: givenMonth, year: givenYear, all: givenAll },
    valueReceivedCents: { month: receivedMonth, year: receivedYear, all: receivedAll },
    medianResponseHours: responseHours === null ? null : Math.round(responseHours * 10) / 10,
    chart,
  };
}
