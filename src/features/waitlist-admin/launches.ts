import "server-only";
// Area launches: an admin marks a city or ZIP code as launched, and every waiting entry there whose
// owner confirmed the email gets the 'area_launch' email exactly once (the email's dedupe key
// decides, even for simultaneous runs). The emails are only queued; the screen shows how far the
// delivery worker has got, read from the outbox.
import { randomUUID } from "node:crypto";
import type { Db, Tx } from "@/platform/db";
import { absoluteUrl } from "@/platform/site-url";
import { AppError } from "@/platform/errors";
import { adminChange, type AdminActor } from "@/features/audit/admin-change";
import { KNOWN_CITIES } from "@/lib/cities";
import { areaKey, areaRow, parseArea, type Area } from "@/features/waitlist/areas";
import { sendTemplatedEmail } from "@/features/email/send";
import { CONFIRMED_ENTRY } from "@/features/waitlist/confirmation";

const UNKNOWN_AREA_MESSAGE = "Choose one of the cities LocalHub serves, or enter a 5-digit ZIP code.";

function resolveArea(key: string): Area {
  const area = parseArea(key);
  if (!area) throw new AppError("BAD_REQUEST", UNKNOWN_AREA_MESSAGE, "area");
  return area;
}

const launchWhere = areaRow;

/**
 * The launch's row, made on the first launch of the area. INSERT ... ON CONFLICT DO NOTHING (both
 * databases): of simultaneous launches one inserts and the others find its row, without the unique
 * violation that would abort the audit's transaction on PostgreSQL.
 */
async function recordLaunch(tx: Tx, area: Area, adminId: string) {
  const citySlug = area.kind === "city" ? area.slug : null;
  const zipCode = area.kind === "zip" ? area.zipCode : null;
  await tx.$executeRaw`INSERT INTO "AreaLaunch" ("id", "citySlug", "zipCode", "launchedById", "notifiedCount", "launchedAt")
    VALUES (${randomUUID()}, ${citySlug}, ${zipCode}, ${adminId}, 0, ${new Date()}) ON CONFLICT DO NOTHING`;
  return tx.areaLaunch.findUniqueOrThrow({ where: launchWhere(area), select: { id: true } });
}

/**
 * Records the launch (once, audited with the area) and then emails every waiting, confirmed, not
 * yet notified entry there; the emails are queued after the launch commits. Returns how many were
 * emailed now.
 */
export async function launchArea(
  actor: AdminActor,
  input: { area: string },
): Promise<{ area: string; notified: number }> {
  const { db } = actor;
  const area = resolveArea(input.area);
  const launch = await adminChange(
    actor,
    {
      action: "areaLaunch.launch",
      targetType: "areaLaunch",
      targetId: (row: { id: string }) => row.id,
      details: () => ({ area: area.label }),
    },
    (tx) => recordLaunch(tx, area, actor.session.id),
  );

  const entries = await db.waitlistEntry.findMany({
    where: { ...launchWhere(area), ...CONFIRMED_ENTRY, status: "waiting", launchNotifiedAt: null },
    orderBy: { createdAt: "asc" },
    select: { id: true, email: true, ownerName: true, businessName: true },
  });
  let notified = 0;
  for (const entry of entries) {
    const result = await sendTemplatedEmail(db, {
      templateKey: "area_launch",
      to: entry.email,
      variables: {
        ownerName: entry.ownerName,
        businessName: entry.businessName,
        city: area.label,
        createLink: absoluteUrl("/dashboard/create-business"),
        directoryLink: absoluteUrl(`/directory/${areaKey(area)}`),
      },
      dedupeKey: `launch:${areaKey(area)}:${entry.id}`,
    });
    if (result.status === "outbox") {
      notified++;
      await db.waitlistEntry.update({ where: { id: entry.id }, data: { launchNotifiedAt: new Date() } });
    }
  }
  if (notified > 0)
    await db.areaLaunch.update({ where: { id: launch.id }, data: { notifiedCount: { increment: notified } } });
  return { area: area.label, notified };
}

const launchDedupePrefix = (launch: { citySlug: string | null; zipCode: string | null }) =>
  `launch:${launch.citySlug ?? launch.zipCode}:`;

/** How far a launch's emails have got: queued, sent and failed, read from the outbox. */
async function launchDelivery(db: Db, launch: { citySlug: string | null; zipCode: string | null }) {
  const rows = await db.emailMessage.groupBy({
    by: ["status"],
    where: { templateKey: "area_launch", dedupeKey: { startsWith: launchDedupePrefix(launch) } },
    _count: { _all: true },
  });
  const count = (status: string) => rows.find((row) => row.status === status)?._count._all ?? 0;
  const delivery = { queued: count("outbox"), sent: count("sent"), failed: count("failed") };
  return { ...delivery, total: delivery.queued + delivery.sent + delivery.failed };
}

/**
 * Confirmed waiting entries not yet told of a launch, per city and per ZIP-only location; how many
 * entries wait unconfirmed (never emailed); and the launches so far with their delivery progress.
 */
export async function launchOverview(db: Db) {
  const pending = { status: "waiting", launchNotifiedAt: null, ...CONFIRMED_ENTRY } as const;
  const [byCity, byZip, unconfirmed, launches] = await Promise.all([
    db.waitlistEntry.groupBy({
      by: ["citySlug"],
      where: { ...pending, citySlug: { not: null } },
      _count: { _all: true },
    }),
    db.waitlistEntry.groupBy({
      by: ["zipCode"],
      where: { ...pending, citySlug: null, zipCode: { not: null } },
      _count: { _all: true },
    }),
    db.waitlistEntry.count({ where: { status: "waiting", emailConfirmedAt: null } }),
    db.areaLaunch.findMany({
      orderBy: [{ launchedAt: "desc" }, { id: "desc" }],
      take: 100,
      select: {
        id: true,
        citySlug: true,
        zipCode: true,
        notifiedCount: true,
        launchedAt: true,
        launchedBy: { select: { displayName: true } },
      },
    }),
  ]);
  const cityName = (slug: string | null) => KNOWN_CITIES.find((city) => city.slug === slug)?.name ?? slug ?? "";
  const deliveries = await Promise.all(launches.map((launch) => launchDelivery(db, launch)));
  return {
    unconfirmed,
    waiting: [
      ...byCity.map((row) => ({ area: row.citySlug ?? "", label: cityName(row.citySlug), count: row._count._all })),
      ...byZip.map((row) => ({ area: row.zipCode ?? "", label: `ZIP ${row.zipCode}`, count: row._count._all })),
    ].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    launches: launches.map((launch, index) => ({
      id: launch.id,
      label: launch.citySlug ? cityName(launch.citySlug) : `ZIP ${launch.zipCode}`,
      notifiedCount: launch.notifiedCount,
      launchedAt: launch.launchedAt,
      launchedBy: launch.launchedBy?.displayName ?? null,
      delivery: deliveries[index] ?? { queued: 0, sent: 0, failed: 0, total: 0 },
    })),
  };
}
