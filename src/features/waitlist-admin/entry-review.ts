import "server-only";
// An admin's review of single waitlist entries on /admin/referrals: clearing an entry the fraud
// check held (it then counts toward its area and credits its referrer), and giving an entry whose
// location named no area a known city or ZIP code. Both are audited admin changes.
import type { Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { adminChange, type AdminActor } from "@/features/audit/admin-change";
import { parseArea } from "@/features/waitlist/areas";
import { creditReferrer } from "@/features/waitlist/spot";
import {
  AREA_ALREADY_KNOWN_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  ENTRY_NOT_HELD_MESSAGE,
  UNKNOWN_AREA_MESSAGE,
  type TAssignAreaInput,
} from "./schema";

const entrySnapshot = (tx: Tx, id: string) =>
  tx.waitlistEntry.findUnique({
    where: { id },
    select: { held: true, riskClearedAt: true, citySlug: true, zipCode: true },
  });

/** Refuses the change: NOT_FOUND for an unknown entry, else CONFLICT with `conflict`. */
async function refuse(tx: Tx, id: string, conflict: string): Promise<never> {
  const exists = await tx.waitlistEntry.findUnique({ where: { id }, select: { id: true } });
  throw exists ? new AppError("CONFLICT", conflict) : new AppError("NOT_FOUND", ENTRY_NOT_FOUND_MESSAGE);
}

/**
 * Clears a held entry: it counts from now on (its area's progress, lines, leaderboards), and its
 * referrer is credited once the entry is also confirmed. The credit runs after the clearance
 * commits; creditReferrer's conditional update makes it count once even when the entry's
 * confirmation credits at the same moment.
 */
export async function clearHeldEntry(actor: AdminActor, id: string, now = new Date()) {
  await adminChange(actor, { action: "waitlistEntry.clear", targetId: id, snapshot: entrySnapshot }, async (tx) => {
    const cleared = await tx.waitlistEntry.updateMany({
      where: { id, held: true },
      data: { held: false, riskClearedAt: now },
    });
    if (cleared.count !== 1) await refuse(tx, id, ENTRY_NOT_HELD_MESSAGE);
  });
  return { id, referralCredited: await creditReferrer(actor.db, id, now) };
}

/** Gives an "area unknown" entry its area: a known city or a 5-digit ZIP code. */
export async function assignEntryArea(actor: AdminActor, input: TAssignAreaInput) {
  const area = parseArea(input.area);
  if (!area) throw new AppError("BAD_REQUEST", UNKNOWN_AREA_MESSAGE, "area");
  await adminChange(
    actor,
    { action: "waitlistEntry.assignArea", targetId: input.id, snapshot: entrySnapshot },
    async (tx) => {
      const assigned = await tx.waitlistEntry.updateMany({
        where: { id: input.id, citySlug: null, zipCode: null },
        data: area.kind === "city" ? { citySlug: area.slug } : { zipCode: area.zipCode },
      });
      if (assigned.count !== 1) await refuse(tx, input.id, AREA_ALREADY_KNOWN_MESSAGE);
    },
  );
  return { id: input.id, area: area.label };
}
