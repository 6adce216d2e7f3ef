import "server-only";
// Where the waitlist came from: counts by referral field, counts over time, and the filtered
// entries (for the table and the CSV export). All filtering happens in the database.
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { timelineBuckets } from "./timeline";
import { AREA_UNKNOWN, WAITLIST_PAGE_SIZE, type TReferralFilters } from "./schema";

const DAY_MS = 86_400_000;

function waitlistWhere(filters: TReferralFilters): Prisma.WaitlistEntryWhereInput {
  return {
    createdAt: {
      gte: filters.from ? new Date(`${filters.from}T00:00:00.000Z`) : undefined,
      lt: filters.to ? new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + DAY_MS) : undefined,
    },
    referralSource: filters.source,
    referralMedium: filters.medium,
    referralCampaign: filters.campaign,
    organizationSlug: filters.organization,
    referralCode: filters.code,
    citySlug: filters.city,
    status: filters.status,
    emailConfirmedAt:
      filters.email === "confirmed" ? { not: null } : filters.email === "unconfirmed" ? null : undefined,
    ...riskWhere(filters.risk),
    // "Area unknown": the location named neither a known city nor a ZIP code.
    AND: filters.area === AREA_UNKNOWN ? [{ citySlug: null, zipCode: null }] : undefined,
  };
}

function riskWhere(risk: TReferralFilters["risk"]): Prisma.WaitlistEntryWhereInput {
  if (risk === "held") return { held: true };
  return risk ? { riskLevel: risk } : {};
}

const GROUP_FIELDS = {
  source: "referralSource",
  medium: "referralMedium",
  campaign: "referralCampaign",
  organization: "organizationSlug",
  code: "referralCode",
} as const;
export type ReferralGroup = keyof typeof GROUP_FIELDS;
export type GroupCount = { value: string | null; count: number };

async function countBy(
  db: Db,
  where: Prisma.WaitlistEntryWhereInput,
  field: (typeof GROUP_FIELDS)[ReferralGroup],
): Promise<GroupCount[]> {
  const rows = await db.waitlistEntry.groupBy({ by: [field], where, _count: { _all: true } });
  return rows
    .map((row) => ({ value: (row[field] as string | null) ?? null, count: row._count._all }))
    .sort((a, b) => b.count - a.count || (a.value ?? "").localeCompare(b.value ?? ""));
}

/** Totals per source, medium, campaign, organisation and code, and the entries per day or week. */
export async function referralStats(db: Db, filters: TReferralFilters, interval: "day" | "week") {
  const where = waitlistWhere(filters);
  const names = Object.keys(GROUP_FIELDS) as ReferralGroup[];
  const [total, dates, ...groups] = await Promise.all([
    db.waitlistEntry.count({ where }),
    db.waitlistEntry.findMany({ where, select: { createdAt: true }, orderBy: { createdAt: "asc" }, take: 100_000 }),
    ...names.map((name) => countBy(db, where, GROUP_FIELDS[name])),
  ]);
  return {
    total,
    groups: Object.fromEntries(names.map((name, i) => [name, groups[i] ?? []])) as Record<ReferralGroup, GroupCount[]>,
    timeline: timelineBuckets(
      dates.map((row) => row.createdAt),
      interval,
      filters.from,
      filters.to,
    ),
  };
}

const WAITLIST_ENTRY_FIELDS = {
  id: true,
  businessName: true,
  ownerName: true,
  email: true,
  phone: true,
  category: true,
  location: true,
  citySlug: true,
  zipCode: true,
  referralSource: true,
  referralMedium: true,
  referralCampaign: true,
  referralCode: true,
  organizationSlug: true,
  organizationName: true,
  marketingAuditInterest: true,
  status: true,
  emailConfirmedAt: true,
  riskLevel: true,
  riskReasons: true,
  held: true,
  riskClearedAt: true,
  convertedBusinessId: true,
  createdAt: true,
} as const satisfies Prisma.WaitlistEntrySelect;

export async function listWaitlistEntries(db: Db, filters: TReferralFilters, page: number) {
  const where = waitlistWhere(filters);
  const [total, entries] = await Promise.all([
    db.waitlistEntry.count({ where }),
    db.waitlistEntry.findMany({
      where,
      select: WAITLIST_ENTRY_FIELDS,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * WAITLIST_PAGE_SIZE,
      take: WAITLIST_PAGE_SIZE,
    }),
  ]);
  return {
    total,
    page,
    pageSize: WAITLIST_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / WAITLIST_PAGE_SIZE)),
    entries,
  };
}

/** Every filtered entry, newest first, read a batch at a time (for the CSV export). */
export async function* waitlistEntryBatches(db: Db, filters: TReferralFilters, batchSize = 500) {
  const where = waitlistWhere(filters);
  for (let skip = 0; ; skip += batchSize) {
    const batch = await db.waitlistEntry.findMany({
      where,
      select: WAITLIST_ENTRY_FIELDS,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip,
      take: batchSize,
    });
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
  }
}
