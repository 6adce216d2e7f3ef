import "server-only";
// Area launches: an admin marks a city or ZIP code as launched (after a preview of what it will do),
// its first listed businesses become founding members, and every waiting entry there whose owner
// confirmed the email and that no fraud check holds gets the 'area_launch' email exactly once (the
// email's dedupe key decides, even for simultaneous runs). The emails are only queued; the screen
// shows how far the delivery worker has got, read from the outbox.
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/sqlite/client";
import type { Db, Tx } from "@/platform/db";
import { absoluteUrl } from "@/platform/site-url";
import { adminChange, type AdminActor } from "@/features/audit/admin-change";
import { CACHE_TAGS } from "@/features/catalogue/cache";
import { areaEntries, areaKey, areaOfEntry, areaRow, areaSettings, type Area } from "@/features/waitlist/areas";
import { WAITLIST_AREA_DEFAULTS } from "@/features/waitlist/types";
import { sendTemplatedEmail } from "@/features/email/send";
import { areaOverview, areaTitle, LAUNCH_RECIPIENT, resolveArea } from "./area-goals";
import { foundingMembersToGive, giveFoundingMembers } from "./founding-members";

/** Whom a launch of the area emails: its confirmed, waiting entries not held and not yet notified. */
const launchRecipients = (area: Area): Prisma.WaitlistEntryWhereInput => ({
  ...areaEntries(area),
  ...LAUNCH_RECIPIENT,
});

/**
 * The launch's row, made on the first launch of the area; a later launch takes the row's lock (the
 * no-op update), so launches of one area give their founding-member badges one after the other.
 * INSERT ... ON CONFLICT (both databases): of simultaneous first launches one inserts and the others
 * wait for it, without the unique violation that would abort the audit's transaction on PostgreSQL.
 */
async function recordLaunch(tx: Tx, area: Area, adminId: string) {
  const citySlug = area.kind === "city" ? area.slug : null;
  const zipCode = area.kind === "zip" ? area.zipCode : null;
  const values = Prisma.sql`(${randomUUID()}, ${citySlug}, ${zipCode}, ${adminId}, 0, ${new Date()})`;
  const insert = Prisma.sql`INSERT INTO "AreaLaunch" ("id", "citySlug", "zipCode", "launchedById", "notifiedCount", "launchedAt") VALUES ${values}`;
  await tx.$executeRaw(
    area.kind === "city"
      ? Prisma.sql`${insert} ON CONFLICT ("citySlug") DO UPDATE SET "notifiedCount" = "AreaLaunch"."notifiedCount"`
      : Prisma.sql`${insert} ON CONFLICT ("zipCode") DO UPDATE SET "notifiedCount" = "AreaLaunch"."notifiedCount"`,
  );
  return tx.areaLaunch.findUniqueOrThrow({ where: areaRow(area), select: { id: true } });
}

/** What launching the area would do now: the emails it sends and the founding-member badges it gives. */
export async function launchPreview(db: Db, key: string) {
  const area = resolveArea(key);
  const settings = await areaSettings(db, area);
  const [emails, foundingMembers, launch] = await Promise.all([
    db.waitlistEntry.count({ where: launchRecipients(area) }),
    foundingMembersToGive(db, area, settings.foundingMemberSlots),
    db.areaLaunch.findUnique({ where: areaRow(area), select: { launchedAt: true } }),
  ]);
  return {
    area: areaKey(area),
    label: areaTitle(area),
    emails,
    foundingMembers,
    settings,
    launchedAt: launch?.launchedAt ?? null,
  };
}

/**
 * Records the launch (once, audited with the area) and gives the area's founding-member badges in
 * the same transaction; then emails every recipient (launchRecipients). The emails are queued after
 * the launch commits. Returns how many were emailed and how many badges were given now.
 */
export async function launchArea(
  actor: AdminActor,
  input: { area: string },
): Promise<{ area: string; notified: number; foundingMembers: number }> {
  const { db } = actor;
  const area = resolveArea(input.area);
  const now = new Date();
  const launch = await adminChange(
    actor,
    {
      action: "areaLaunch.launch",
      targetType: "areaLaunch",
      targetId: (row: { id: string; foundingMembers: number }) => row.id,
      details: (row) => ({ area: area.label, foundingMembers: row.foundingMembers }),
      // The home page's featured cards show the badge.
      invalidates: [CACHE_TAGS.businesses],
    },
    async (tx) => {
      const row = await recordLaunch(tx, area, actor.session.id);
      const slots = await tx.waitlistArea.findUnique({ where: areaRow(area), select: { foundingMemberSlots: true } });
      const foundingMembers = await giveFoundingMembers(
        tx,
        area,
        slots?.foundingMemberSlots ?? WAITLIST_AREA_DEFAULTS.foundingMemberSlots,
        now,
      );
      return { id: row.id, foundingMembers };
    },
  );

  const entries = await db.waitlistEntry.findMany({
    where: launchRecipients(area),
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
  return { area: area.label, notified, foundingMembers: launch.foundingMembers };
}

const launchTitle = (launch: { citySlug: string | null; zipCode: string | null }) => {
  const area = areaOfEntry(launch);
  return area ? areaTitle(area) : (launch.citySlug ?? launch.zipCode ?? "");
};

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
 * The launch screen: every area with its goal and who a launch would email (area-goals.ts); how
 * many waiting entries are unconfirmed or held (never emailed until confirmed or cleared); and the
 * launches so far with their delivery progress.
 */
export async function launchOverview(db: Db) {
  const [areas, unconfirmed, held, launches] = await Promise.all([
    areaOverview(db),
    db.waitlistEntry.count({ where: { status: "waiting", emailConfirmedAt: null } }),
    db.waitlistEntry.count({ where: { status: "waiting", held: true } }),
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
  const deliveries = await Promise.all(launches.map((launch) => launchDelivery(db, launch)));
  return {
    ...areas,
    unconfirmed,
    held,
    launches: launches.map((launch, index) => ({
      id: launch.id,
      label: launchTitle(launch),
      notifiedCount: launch.notifiedCount,
      launchedAt: launch.launchedAt,
      launchedBy: launch.launchedBy?.displayName ?? null,
      delivery: deliveries[index] ?? { queued: 0, sent: 0, failed: 0, total: 0 },
    })),
  };
}
