import "server-only";
// Launch areas: a known city or a 5-digit ZIP code, each with a goal (an admin's, or the defaults),
// and its progress: the confirmed entries there that no fraud check holds.
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { KNOWN_CITIES } from "@/lib/cities";
import { cityLabel } from "@/lib/location";
import { WAITLIST_AREA_DEFAULTS } from "./types";

export type Area = { kind: "city"; slug: string; label: string } | { kind: "zip"; zipCode: string; label: string };

/** An area from its key (a known city's slug or a ZIP code); null for anything else. */
export function parseArea(key: string): Area | null {
  if (/^\d{5}$/.test(key)) return { kind: "zip", zipCode: key, label: key };
  const city = KNOWN_CITIES.find((known) => known.slug === key);
  return city ? { kind: "city", slug: city.slug, label: cityLabel(city) } : null;
}

/** An entry's area: its known city, else its ZIP code; null when its location named neither ("area unknown"). */
export function areaOfEntry(entry: { citySlug: string | null; zipCode: string | null }): Area | null {
  if (entry.citySlug) return parseArea(entry.citySlug);
  return entry.zipCode ? parseArea(entry.zipCode) : null;
}

export const areaKey = (area: Area) => (area.kind === "city" ? area.slug : area.zipCode);

/** The area's entries (a ZIP area also holds the entries of a city that gave that ZIP code). */
export const areaEntries = (area: Area): Prisma.WaitlistEntryWhereInput =>
  area.kind === "city" ? { citySlug: area.slug } : { zipCode: area.zipCode };

/** The row keys of an area's WaitlistArea and AreaLaunch rows. */
export const areaRow = (area: Area) => (area.kind === "city" ? { citySlug: area.slug } : { zipCode: area.zipCode });

/** An entry that counts: its email confirmed, and not held by the fraud check. */
export const COUNTED_ENTRY = {
  emailConfirmedAt: { not: null },
  held: false,
} as const satisfies Prisma.WaitlistEntryWhereInput;

export type AreaSettings = { goal: number; foundingMemberSlots: number; referralBoost: number; custom: boolean };

export async function areaSettings(db: Db, area: Area): Promise<AreaSettings> {
  const row = await db.waitlistArea.findUnique({
    where: areaRow(area),
    select: { goal: true, foundingMemberSlots: true, referralBoost: true },
  });
  return row ? { ...row, custom: true } : { ...WAITLIST_AREA_DEFAULTS, custom: false };
}

export type AreaProgress = {
  key: string;
  label: string;
  /** Confirmed, counted entries of the area. */
  count: number;
  goal: number;
  launchedAt: Date | null;
};

/**
 * "N of M businesses waiting in Austin": counted entries against the goal, and whether it launched.
 * A caller that needs the area's settings too passes its own read of them, so they are read once.
 */
export async function areaProgress(
  db: Db,
  area: Area,
  settingsRead: Promise<AreaSettings> = areaSettings(db, area),
): Promise<AreaProgress> {
  const [count, settings, launch] = await Promise.all([
    db.waitlistEntry.count({ where: { ...areaEntries(area), ...COUNTED_ENTRY } }),
    settingsRead,
    db.areaLaunch.findUnique({ where: areaRow(area), select: { launchedAt: true } }),
  ]);
  return { key: areaKey(area), label: area.label, count, goal: settings.goal, launchedAt: launch?.launchedAt ?? null };
}
