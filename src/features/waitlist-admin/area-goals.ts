import "server-only";
// Launch areas on the admin's "Area launches" screen: every area some entry belongs to (its city,
// else its ZIP code), every area with its own goal and every launched one, each with its counted
// entries against the goal and how many a launch would email; and an admin setting an area's goal,
// founding-member slots and places per referral (an audited upsert of its WaitlistArea row).
import type { Db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { adminChange, type AdminActor } from "@/features/audit/admin-change";
import { areaKey, areaOfEntry, areaRow, COUNTED_ENTRY, parseArea, type Area } from "@/features/waitlist/areas";
import { WAITLIST_AREA_DEFAULTS } from "@/features/waitlist/types";
import { UNKNOWN_AREA_MESSAGE, type TAreaSettingsInput } from "./schema";

/** The area a key names (a known city's slug or a ZIP code); BAD_REQUEST for anything else. */
export function resolveArea(key: string): Area {
  const area = parseArea(key);
  if (!area) throw new AppError("BAD_REQUEST", UNKNOWN_AREA_MESSAGE, "area");
  return area;
}

/** "Austin, TX" or "ZIP 78701": how the admin screens name an area. */
export const areaTitle = (area: Area) => (area.kind === "city" ? area.label : `ZIP ${area.zipCode}`);

/** An entry a launch emails: counted (confirmed, not held), waiting, and not yet notified. */
export const LAUNCH_RECIPIENT = { ...COUNTED_ENTRY, status: "waiting", launchNotifiedAt: null } as const;

/** The most areas the screen lists; any other is set or launched from the area form. */
const AREAS_SHOWN = 200;

type Row = { citySlug: string | null; zipCode: string | null };
type Counts = Array<Row & { _count: { _all: number } }>;

export type AreaOverviewRow = {
  area: string;
  label: string;
  /** Confirmed entries no fraud check holds: the area's progress. */
  counted: number;
  goal: number;
  foundingMemberSlots: number;
  referralBoost: number;
  /** False while the area uses the defaults. */
  custom: boolean;
  /** Whom "Launch and notify" would email now. */
  toNotify: number;
  launchedAt: Date | null;
};

/** Every known area with its progress and settings: those with owners to notify first. */
export async function areaOverview(db: Db): Promise<{ areas: AreaOverviewRow[]; areaCount: number }> {
  const group = (by: "citySlug" | "zipCode", where: object) =>
    db.waitlistEntry.groupBy({ by: [by], where: { [by]: { not: null }, ...where }, _count: { _all: true } });
  const [cities, zipOnly, cityCounted, zipCounted, cityToNotify, zipToNotify, rows, launches] = await Promise.all([
    group("citySlug", {}),
    group("zipCode", { citySlug: null }),
    group("citySlug", COUNTED_ENTRY),
    group("zipCode", COUNTED_ENTRY),
    group("citySlug", LAUNCH_RECIPIENT),
    group("zipCode", LAUNCH_RECIPIENT),
    db.waitlistArea.findMany({
      select: { citySlug: true, zipCode: true, goal: true, foundingMemberSlots: true, referralBoost: true },
    }),
    db.areaLaunch.findMany({ select: { citySlug: true, zipCode: true, launchedAt: true } }),
  ]);

  const areas = new Map<string, Area>();
  for (const row of [...(cities as Counts), ...(zipOnly as Counts), ...rows, ...launches]) {
    const area = areaOfEntry(row);
    if (area) areas.set(areaKey(area), area);
  }
  // A ZIP area holds every entry with that ZIP code, a city's too (areaEntries).
  const countOf = (city: Counts, zip: Counts, area: Area) =>
    (area.kind === "city"
      ? city.find((row) => row.citySlug === area.slug)
      : zip.find((row) => row.zipCode === area.zipCode)
    )?._count._all ?? 0;
  const sameArea = (area: Area) => (row: Row) =>
    area.kind === "city" ? row.citySlug === area.slug : !row.citySlug && row.zipCode === area.zipCode;

  const list = [...areas.values()].map((area): AreaOverviewRow => {
    const settings = rows.find(sameArea(area));
    return {
      area: areaKey(area),
      label: areaTitle(area),
      counted: countOf(cityCounted as Counts, zipCounted as Counts, area),
      goal: settings?.goal ?? WAITLIST_AREA_DEFAULTS.goal,
      foundingMemberSlots: settings?.foundingMemberSlots ?? WAITLIST_AREA_DEFAULTS.foundingMemberSlots,
      referralBoost: settings?.referralBoost ?? WAITLIST_AREA_DEFAULTS.referralBoost,
      custom: Boolean(settings),
      toNotify: countOf(cityToNotify as Counts, zipToNotify as Counts, area),
      launchedAt: launches.find(sameArea(area))?.launchedAt ?? null,
    };
  });
  // Areas a launch would email first, then those with the most counted entries.
  list.sort((a, b) => b.toNotify - a.toNotify || b.counted - a.counted || a.label.localeCompare(b.label));
  return { areas: list.slice(0, AREAS_SHOWN), areaCount: list.length };
}

const SETTINGS = { goal: true, foundingMemberSlots: true, referralBoost: true } as const;

/** Sets the area's goal, founding-member slots and places per referral (its row is made on the first save). */
export async function setAreaSettings(actor: AdminActor, input: TAreaSettingsInput) {
  const area = resolveArea(input.area);
  const values = {
    goal: input.goal,
    foundingMemberSlots: input.foundingMemberSlots,
    referralBoost: input.referralBoost,
  };
  const saved = await adminChange(
    actor,
    {
      action: "waitlistArea.update",
      targetId: (row: { id: string }) => row.id,
      // The area's key shows in a new row's entry; an update's entry names the row by its id.
      wholeSnapshot: (tx) =>
        tx.waitlistArea.findUnique({ where: areaRow(area), select: { citySlug: true, zipCode: true, ...SETTINGS } }),
    },
    (tx) =>
      tx.waitlistArea.upsert({
        where: areaRow(area),
        create: { ...areaRow(area), ...values },
        update: values,
        select: { id: true, ...SETTINGS },
      }),
  );
  return { area: areaKey(area), label: areaTitle(area), ...values, id: saved.id };
}
