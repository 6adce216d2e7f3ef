import "server-only";
// Founding members: at an area's launch, its first listed businesses (active, in the city or the
// ZIP code; the earliest created first) get the "Founding member" badge, up to the area's slots.
// The slots count every badge the area ever gave, so launching again gives only what is left.
import type { Prisma } from "@/generated/sqlite/client";
import type { DbOrTx, Tx } from "@/platform/db";
import type { Area } from "@/features/waitlist/areas";

const businessesOf = (area: Area): Prisma.BusinessProfileWhereInput =>
  area.kind === "city" ? { citySlug: area.slug } : { zipCode: area.zipCode };

/** How many badges a launch of the area would give now: its open slots, at most its listed businesses without one. */
export async function foundingMembersToGive(db: DbOrTx, area: Area, slots: number): Promise<number> {
  const [given, candidates] = await Promise.all([
    db.businessProfile.count({ where: { ...businessesOf(area), foundingMemberAt: { not: null } } }),
    db.businessProfile.count({ where: { ...businessesOf(area), active: true, foundingMemberAt: null }, take: slots }),
  ]);
  return Math.max(0, Math.min(slots - given, candidates));
}

/**
 * Gives the badge to the area's first listed businesses without it, up to the open slots; returns
 * how many got it. Runs inside the launch's transaction, which holds the area's launch row, so two
 * launches of one area give their badges one after the other.
 */
export async function giveFoundingMembers(tx: Tx, area: Area, slots: number, now: Date): Promise<number> {
  const open = await foundingMembersToGive(tx, area, slots);
  if (open === 0) return 0;
  const first = await tx.businessProfile.findMany({
    where: { ...businessesOf(area), active: true, foundingMemberAt: null },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: open,
    select: { id: true },
  });
  const given = await tx.businessProfile.updateMany({
    where: { id: { in: first.map((business) => business.id) }, foundingMemberAt: null },
    data: { foundingMemberAt: now },
  });
  return given.count;
}
