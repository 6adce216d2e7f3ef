import "server-only";
// Referral links and the owner's own spot: a confirmed entry gets a public referral code and a
// private spot page; a join through the code credits its referrer once, when the new address is
// confirmed and no fraud check holds it. Each credited referral moves the referrer up the area's
// line by the area's boost. Leaderboards show opted-in owners by initials only.
import { randomBytes } from "node:crypto";
import type { Prisma } from "@/generated/sqlite/client";
import type { Db, DbOrTx } from "@/platform/db";
import { absoluteUrl } from "@/platform/site-url";
import { hashToken } from "@/features/auth/account-tokens";
import { areaEntries, areaKey, areaOfEntry, areaProgress, areaSettings, COUNTED_ENTRY, type Area } from "./areas";

/** A public referral code: 10 characters of a-z and 2-7 (50 bits). */
export function newReferralKey(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  return [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join("");
}

/** A private spot key (the raw key exists only in the owner's link) and the hash stored. */
export function newSpotKey() {
  const key = randomBytes(24).toString("base64url");
  return { key, hash: hashToken(key) };
}

/** The confirmed entry a join's referral code names; null for any other code. */
export function referrerByCode(db: DbOrTx, code: string | null | undefined) {
  const referralKey = code?.trim().toLowerCase();
  if (!referralKey || !/^[a-z2-7]{10}$/.test(referralKey)) return Promise.resolve(null);
  return db.waitlistEntry.findFirst({
    where: { referralKey, emailConfirmedAt: { not: null } },
    select: { id: true, referrerIp: true, browserKeyHash: true },
  });
}

/**
 * Credits the entry's referrer, at most once: the conditional update marks the entry credited only
 * while it is referred, confirmed, not held and not yet credited, so simultaneous calls (its
 * confirmation and an admin clearing it) credit one referral between them.
 */
export async function creditReferrer(db: Db, entryId: string, now = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const marked = await tx.waitlistEntry.updateMany({
      where: { id: entryId, referredById: { not: null }, referralCreditedAt: null, ...COUNTED_ENTRY },
      data: { referralCreditedAt: now },
    });
    if (marked.count !== 1) return false;
    const entry = await tx.waitlistEntry.findUniqueOrThrow({
      where: { id: entryId },
      select: { referredById: true },
    });
    await tx.waitlistEntry.update({
      where: { id: entry.referredById! },
      data: { confirmedReferrals: { increment: 1 } },
    });
    return true;
  });
}

/** The referral link: the area's waitlist page when the area is known, else the home page's form. */
function referralLink(area: Area | null, referralKey: string): string {
  return absoluteUrl(area ? `/waitlist/${areaKey(area)}?ref=${referralKey}` : `/?ref=${referralKey}#waitlist`);
}

/**
 * An entry's place in its area's line (1 is first): the counted, waiting entries in the order they
 * joined, each moved up `boost` places per credited referral (ahead of the entry whose place it
 * takes; otherwise ties keep the order they joined).
 */
async function placeInLine(db: Db, area: Area, entryId: string, boost: number) {
  const line = await db.waitlistEntry.findMany({
    where: { ...areaEntries(area), ...COUNTED_ENTRY, status: "waiting" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, confirmedReferrals: true },
  });
  const ranked = line
    .map((entry, index) => ({
      id: entry.id,
      index,
      referrals: entry.confirmedReferrals,
      score: index - boost * entry.confirmedReferrals,
    }))
    .sort((a, b) => a.score - b.score || b.referrals - a.referrals || a.index - b.index);
  const place = ranked.findIndex((entry) => entry.id === entryId);
  return { place: place < 0 ? null : place + 1, lineLength: line.length };
}

export type Spot = {
  businessName: string;
  ownerName: string;
  area: { key: string; label: string; count: number; goal: number; launchedAt: Date | null } | null;
  /** Null while the area is unknown or the entry is held or converted. */
  place: number | null;
  lineLength: number;
  referralBoost: number | null;
  confirmedReferrals: number;
  referralLink: string;
  leaderboardOptIn: boolean;
  held: boolean;
};

/** The owner's spot, from the private key of their spot page; null for an unknown key. */
export async function spotByKey(db: Db, key: string): Promise<Spot | null> {
  const entry = await db.waitlistEntry.findUnique({
    where: { spotKeyHash: hashToken(key) },
    select: {
      id: true,
      businessName: true,
      ownerName: true,
      citySlug: true,
      zipCode: true,
      held: true,
      referralKey: true,
      confirmedReferrals: true,
      leaderboardOptIn: true,
    },
  });
  if (!entry?.referralKey) return null;
  const area = areaOfEntry(entry);
  const settingsRead = area ? areaSettings(db, area) : null;
  const [progress, settings] =
    area && settingsRead ? await Promise.all([areaProgress(db, area, settingsRead), settingsRead]) : [null, null];
  const line =
    area && settings && !entry.held
      ? await placeInLine(db, area, entry.id, settings.referralBoost)
      : { place: null, lineLength: 0 };
  return {
    businessName: entry.businessName,
    ownerName: entry.ownerName,
    area: progress,
    place: line.place,
    lineLength: line.lineLength,
    referralBoost: settings?.referralBoost ?? null,
    confirmedReferrals: entry.confirmedReferrals,
    referralLink: referralLink(area, entry.referralKey),
    leaderboardOptIn: entry.leaderboardOptIn,
    held: entry.held,
  };
}

/** Shows or hides the owner on the public leaderboards; false for an unknown key. */
export async function setLeaderboardOptIn(db: Db, key: string, optIn: boolean): Promise<boolean> {
  const updated = await db.waitlistEntry.updateMany({
    where: { spotKeyHash: hashToken(key), referralKey: { not: null } },
    data: { leaderboardOptIn: optIn },
  });
  return updated.count === 1;
}

/** "Maria Garcia" → "M. G."; at most three initials, letters only. */
function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => [...word].find((char) => /\p{L}/u.test(char)))
    .filter((char): char is string => Boolean(char))
    .slice(0, 3);
  return letters.length ? letters.map((char) => `${char.toUpperCase()}.`).join(" ") : "—";
}

export type LeaderboardRow = { rank: number; initials: string; confirmedReferrals: number };

/** The top referrers of an area or an organisation who opted in: initials and confirmed referrals. */
export async function leaderboard(
  db: Db,
  scope: { area: Area } | { organizationSlug: string },
  limit = 10,
): Promise<LeaderboardRow[]> {
  const where: Prisma.WaitlistEntryWhereInput =
    "area" in scope ? areaEntries(scope.area) : { organizationSlug: scope.organizationSlug };
  const rows = await db.waitlistEntry.findMany({
    where: { ...where, ...COUNTED_ENTRY, leaderboardOptIn: true, confirmedReferrals: { gt: 0 } },
    orderBy: [{ confirmedReferrals: "desc" }, { emailConfirmedAt: "asc" }, { id: "asc" }],
    select: { ownerName: true, confirmedReferrals: true },
    take: limit,
  });
  return rows.map((row, index) => ({
    rank: index + 1,
    initials: initials(row.ownerName),
    confirmedReferrals: row.confirmedReferrals,
  }));
}
