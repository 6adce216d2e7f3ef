import "server-only";
// Recommendations: one business writes about another (one per pair); it shows on the recommended
// business's profile only once that business's owner accepts it, and the owner can hide it later.
// Anyone signed in can report one; admins remove, restore or dismiss reports (audited).
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { adminChange, type AdminActor } from "@/features/audit/admin-change";
import type { AuditChanges } from "@/features/audit/changes";
import type { Tx } from "@/platform/db";
import { actingBusiness, actingPair, ownBusiness, type NetworkActor } from "./access";
import { limitNetwork } from "./limits";
import { tellRecommendationAccepted, tellRecommendationReceived, PARTY } from "./notices";
import { NETWORK_MESSAGES, NETWORK_PAGE_SIZE, type TRecommendationStatus } from "./types";

export async function writeRecommendation(
  db: Db,
  actor: NetworkActor,
  input: { businessId: string; otherBusinessId: string; text: string },
) {
  await limitNetwork("recommendation", actor.id);
  const { business, other } = await actingPair(db, actor, input.businessId, input.otherBusinessId);
  const existing = await db.recommendation.findUnique({
    where: { fromBusinessId_toBusinessId: { fromBusinessId: business.id, toBusinessId: other.id } },
    select: { id: true, status: true },
  });
  // A declined recommendation may be written again; any other stands.
  if (existing && existing.status !== "declined") {
    throw new AppError("CONFLICT", NETWORK_MESSAGES.alreadyRecommended(other.businessName));
  }
  try {
    return await db.$transaction(async (tx) => {
      const data = { text: input.text, status: "pending" as const, authorId: actor.id, respondedAt: null };
      const recommendation = existing
        ? await tx.recommendation.update({ where: { id: existing.id }, data, select: { id: true, status: true } })
        : await tx.recommendation.create({
            data: { ...data, fromBusinessId: business.id, toBusinessId: other.id },
            select: { id: true, status: true },
          });
      await tellRecommendationReceived(tx, other, business);
      return recommendation;
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("CONFLICT", NETWORK_MESSAGES.alreadyRecommended(other.businessName));
    throw error;
  }
}

/**
 * The recommended business's owner: accept (shown), decline, hide an accepted one, show a hidden one.
 * Each is conditional on the status it starts from.
 */
export async function answerRecommendation(
  db: Db,
  actor: NetworkActor,
  input: { recommendationId: string; action: "accept" | "decline" | "hide" | "show" },
) {
  const moves = {
    accept: { from: ["pending"], to: "accepted" },
    decline: { from: ["pending"], to: "declined" },
    hide: { from: ["accepted"], to: "hidden" },
    show: { from: ["hidden"], to: "accepted" },
  } as const;
  const move = moves[input.action];
  const result = await db.$transaction(async (tx) => {
    const recommendation = await tx.recommendation.findFirst({
      where: { id: input.recommendationId, toBusiness: { ownerId: actor.id } },
      select: { id: true, status: true, fromBusiness: { select: PARTY }, toBusiness: { select: PARTY } },
    });
    if (!recommendation) throw new AppError("NOT_FOUND", NETWORK_MESSAGES.recommendationNotFound);
    if (input.action === "accept" || input.action === "show")
      await actingBusiness(tx, actor, recommendation.toBusiness.id);
    const { count } = await tx.recommendation.updateMany({
      where: { id: recommendation.id, status: { in: [...move.from] } },
      data: { status: move.to, respondedAt: new Date() },
    });
    if (count === 0) throw new AppError("CONFLICT", "This recommendation has already been answered.");
    if (input.action === "accept") {
      await tellRecommendationAccepted(tx, recommendation.fromBusiness, recommendation.toBusiness);
    }
    return { status: move.to };
  });
  return result;
}

/** The author withdraws their recommendation (whatever its status, unless an admin removed it). */
export async function withdrawRecommendation(db: Db, actor: NetworkActor, input: { recommendationId: string }) {
  const { count } = await db.recommendation.deleteMany({
    where: { id: input.recommendationId, fromBusiness: { ownerId: actor.id }, status: { not: "removed" } },
  });
  if (count === 0) throw new AppError("NOT_FOUND", NETWORK_MESSAGES.recommendationNotFound);
  return { withdrawn: true };
}

const recommendationFields = {
  id: true,
  text: true,
  status: true,
  createdAt: true,
  respondedAt: true,
} as const;
const businessLink = {
  id: true,
  businessName: true,
  slug: true,
  citySlug: true,
  city: true,
  state: true,
  category: true,
  logoUrl: true,
} as const;

/** A business's recommendations received (every status but removed) and given. */
export async function listOwnRecommendations(db: Db, actor: NetworkActor, businessId: string) {
  const business = await ownBusiness(db, actor, businessId);
  const [received, given] = await Promise.all([
    db.recommendation.findMany({
      where: { toBusinessId: business.id, status: { in: ["pending", "accepted", "hidden"] } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 200,
      select: { ...recommendationFields, fromBusiness: { select: businessLink } },
    }),
    db.recommendation.findMany({
      where: { fromBusinessId: business.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 200,
      select: { ...recommendationFields, toBusiness: { select: businessLink } },
    }),
  ]);
  return { received, given };
}

const PROFILE_RECOMMENDATIONS_SHOWN = 10;

/** A profile's accepted recommendations (newest first) and how many there are: public. */
export async function publicRecommendations(db: Db, businessId: string) {
  const where = { toBusinessId: businessId, status: "accepted" as const };
  const [items, total] = await Promise.all([
    db.recommendation.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: PROFILE_RECOMMENDATIONS_SHOWN,
      select: { id: true, text: true, createdAt: true, fromBusiness: { select: businessLink } },
    }),
    db.recommendation.count({ where }),
  ]);
  return { items, total };
}

/** A signed-in user reports an accepted recommendation: once per account. */
export async function reportRecommendation(
  db: Db,
  userId: string,
  input: { recommendationId: string; reason: string; note?: string },
) {
  await limitNetwork("report", userId);
  try {
    await db.$transaction(async (tx) => {
      const { count } = await tx.recommendation.updateMany({
        where: { id: input.recommendationId, status: "accepted" },
        data: { openReports: { increment: 1 } },
      });
      if (count === 0) throw new AppError("NOT_FOUND", NETWORK_MESSAGES.recommendationNotFound);
      await tx.recommendationReport.create({
        data: {
          recommendationId: input.recommendationId,
          userId,
          reason: input.reason as "spam",
          note: input.note ?? null,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", NETWORK_MESSAGES.alreadyReported);
    throw error;
  }
  return { reported: true };
}

// ---- Admin moderation ------------------------------------------------------------------------

/** An item's newest open reports with their reporters, for the admins' lists (posts use it too). */
export const OPEN_REPORTS = {
  where: { dismissedAt: null },
  orderBy: { createdAt: "desc" },
  take: 5,
  select: {
    id: true,
    reason: true,
    note: true,
    createdAt: true,
    user: { select: { displayName: true, email: true } },
  },
} as const;

export async function listRecommendationsForAdmin(
  db: Db,
  input: { filter: "reported" | "all" | "removed"; page: number },
) {
  const where =
    input.filter === "reported"
      ? { openReports: { gt: 0 }, status: { not: "removed" as const } }
      : input.filter === "removed"
        ? { status: "removed" as const }
        : {};
  const [items, total] = await Promise.all([
    db.recommendation.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * NETWORK_PAGE_SIZE,
      take: NETWORK_PAGE_SIZE,
      select: {
        ...recommendationFields,
        openReports: true,
        removedReason: true,
        fromBusiness: { select: businessLink },
        // Its dates are read in the recommended business's zone, as on that business's profile.
        toBusiness: { select: { ...businessLink, timeZone: true } },
        reports: OPEN_REPORTS,
      },
    }),
    db.recommendation.count({ where }),
  ]);
  return { items, total, page: input.page, pageSize: NETWORK_PAGE_SIZE };
}

function recommendationSnapshot(tx: Tx, id: string) {
  return tx.recommendation.findUnique({
    where: { id },
    select: { fromBusinessId: true, toBusinessId: true, status: true, removedReason: true, openReports: true },
  });
}

export function moderateRecommendation(
  actor: AdminActor,
  input: { recommendationId: string; action: "remove" | "restore" | "dismiss_reports"; reason?: string },
) {
  return adminChange(
    actor,
    {
      action: `recommendation.${input.action}`,
      targetId: input.recommendationId,
      snapshot: recommendationSnapshot,
    },
    async (tx) => {
      const id = input.recommendationId;
      const now = new Date();
      if (input.action === "dismiss_reports") {
        await tx.recommendationReport.updateMany({
          where: { recommendationId: id, dismissedAt: null },
          data: { dismissedAt: now },
        });
        const { count } = await tx.recommendation.updateMany({ where: { id }, data: { openReports: 0 } });
        if (count === 0) throw new AppError("NOT_FOUND", NETWORK_MESSAGES.recommendationNotFound);
        return { status: "dismissed" as const };
      }
      if (input.action === "remove") {
        const { count } = await tx.recommendation.updateMany({
          where: { id, status: { not: "removed" } },
          data: { status: "removed", removedReason: input.reason ?? null, openReports: 0 },
        });
        if (count === 0) throw new AppError("NOT_FOUND", NETWORK_MESSAGES.recommendationNotFound);
        await tx.recommendationReport.updateMany({
          where: { recommendationId: id, dismissedAt: null },
          data: { dismissedAt: now },
        });
        return { status: "removed" as const };
      }
      // Restored: back where its business's owner had left it (on the profile only if they had
      // accepted it). The removal's audit entry, written in the removal's transaction, keeps that status.
      const status = await statusBeforeRemoval(tx, id);
      const { count } = await tx.recommendation.updateMany({
        where: { id, status: "removed" },
        data: { status, removedReason: null },
      });
      if (count === 0) throw new AppError("NOT_FOUND", NETWORK_MESSAGES.recommendationNotFound);
      return { status };
    },
  );
}

/** The status a removed recommendation had before its last removal (accepted when no entry says). */
async function statusBeforeRemoval(tx: Tx, id: string): Promise<TRecommendationStatus> {
  const removal = await tx.auditLog.findFirst({
    where: { action: "recommendation.remove", targetType: "recommendation", targetId: id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { changes: true },
  });
  const before = removal ? (JSON.parse(removal.changes) as AuditChanges).before?.status : undefined;
  return before === "pending" || before === "declined" || before === "hidden" ? before : "accepted";
}
