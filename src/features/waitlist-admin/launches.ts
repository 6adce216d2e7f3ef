import "server-only";
// Area launches: an admin marks a city or ZIP code as launched, and every waiting entry there gets
// the 'area_launch' email exactly once (the email's dedupe key decides, even for simultaneous runs).
import type { Db } from "@/platform/db";
import { env } from "@/platform/env";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { KNOWN_CITIES } from "@/lib/cities";
import { sendTemplatedEmail } from "@/features/email/send";

export const UNKNOWN_AREA_MESSAGE = "Choose one of the cities LocalHub serves, or enter a 5-digit ZIP code.";

type Area = { kind: "city"; slug: string; label: string } | { kind: "zip"; zipCode: string; label: string };

export function resolveArea(area: string): Area {
  if (/^\d{5}$/.test(area)) return { kind: "zip", zipCode: area, label: area };
  const city = KNOWN_CITIES.find((known) => known.slug === area);
  if (!city) throw new AppError("BAD_REQUEST", UNKNOWN_AREA_MESSAGE, "area");
  return { kind: "city", slug: city.slug, label: `${city.name}, ${city.state}` };
}

const areaKey = (area: Area) => (area.kind === "city" ? area.slug : area.zipCode);
const launchWhere = (area: Area) => (area.kind === "city" ? { citySlug: area.slug } : { zipCode: area.zipCode });

export function directoryLink(area: Area): string {
  const site = (env.NEXTAUTH_URL || "http://localhost:3000").replace(/\/+$/, "");
  return `${site}/directory/${areaKey(area)}`;
}

/** Records the launch (once) and emails every waiting, not yet notified entry there. Returns how many were emailed now. */
export async function launchArea(db: Db, input: { area: string }, adminId: string): Promise<{ area: string; notified: number }> {
  const area = resolveArea(input.area);
  let launch = await db.areaLaunch.findUnique({ where: launchWhere(area), select: { id: true } });
  if (!launch) {
    try {
      launch = await db.areaLaunch.create({ data: { ...launchWhere(area), launchedById: adminId }, select: { id: true } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      launch = await db.areaLaunch.findUniqueOrThrow({ where: launchWhere(area), select: { id: true } });
    }
  }

  const entries = await db.waitlistEntry.findMany({
    where: { ...launchWhere(area), status: "waiting", launchNotifiedAt: null },
    orderBy: { createdAt: "asc" },
    select: { id: true, email: true, ownerName: true, businessName: true },
  });
  let notified = 0;
  for (const entry of entries) {
    const result = await sendTemplatedEmail(db, {
      templateKey: "area_launch",
      to: entry.email,
      variables: { ownerName: entry.ownerName, businessName: entry.businessName, city: area.label, directoryLink: directoryLink(area) },
      dedupeKey: `launch:${areaKey(area)}:${entry.id}`,
    });
    if (result.status === "outbox") {
      notified++;
      await db.waitlistEntry.update({ where: { id: entry.id }, data: { launchNotifiedAt: new Date() } });
    }
  }
  if (notified > 0) await db.areaLaunch.update({ where: { id: launch.id }, data: { notifiedCount: { increment: notified } } });
  return { area: area.label, notified };
}

/** Waiting entries not yet told of a launch, per city and per ZIP-only location; and the launches so far. */
export async function launchOverview(db: Db) {
  const pending = { status: "waiting", launchNotifiedAt: null } as const;
  const [byCity, byZip, launches] = await Promise.all([
    db.waitlistEntry.groupBy({ by: ["citySlug"], where: { ...pending, citySlug: { not: null } }, _count: { _all: true } }),
    db.waitlistEntry.groupBy({ by: ["zipCode"], where: { ...pending, citySlug: null, zipCode: { not: null } }, _count: { _all: true } }),
    db.areaLaunch.findMany({
      orderBy: [{ launchedAt: "desc" }, { id: "desc" }],
      take: 100,
      select: { id: true, citySlug: true, zipCode: true, notifiedCount: true, launchedAt: true, launchedBy: { select: { displayName: true } } },
    }),
  ]);
  const cityName = (slug: string | null) => KNOWN_CITIES.find((city) => city.slug === slug)?.name ?? slug ?? "";
  return {
    waiting: [
      ...byCity.map((row) => ({ area: row.citySlug ?? "", label: cityName(row.citySlug), count: row._count._all })),
      ...byZip.map((row) => ({ area: row.zipCode ?? "", label: `ZIP ${row.zipCode}`, count: row._count._all })),
    ].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    launches: launches.map((launch) => ({
      id: launch.id,
      label: launch.citySlug ? cityName(launch.citySlug) : `ZIP ${launch.zipCode}`,
      notifiedCount: launch.notifiedCount,
      launchedAt: launch.launchedAt,
      launchedBy: launch.launchedBy?.displayName ?? null,
    })),
  };
}
