import "server-only";
// Challenge moderation (spec §4, §7): every challenge newest first, the unapproved picks, and the
// approve / reject / update / delete actions, each an audited admin change (challengeChange).
import { inTransaction, type Db, type DbOrTx } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import type { AdminChange } from "@/features/audit/admin-change";
import { CACHE_TAGS } from "@/features/catalogue/cache";
import { CHALLENGE_NOT_FOUND_MESSAGE, CHALLENGE_TEXT_TAKEN_MESSAGE, type TModerateChallengeInput } from "./schema";

export function listAllChallenges(db: Db) {
  return db.waitlistChallenge.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      challengeText: true,
      category: true,
      usageCount: true,
      displayOrder: true,
      isActive: true,
      isApproved: true,
      createdAt: true,
    },
  });
}

/**
 * Picks still awaiting review: unapproved picks of challenges that are still active (a rejected
 * challenge is inactive and leaves this list; it stays under all challenges). Each row says how
 * many awaiting picks its challenge has, since approving the challenge approves them all.
 */
export function listUnapprovedResponses(db: Db) {
  return db.waitlistChallengeResponse.findMany({
    where: { isApproved: false, challenge: { isActive: true } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: {
      id: true,
      createdAt: true,
      challenge: {
        select: { id: true, challengeText: true, _count: { select: { responses: { where: { isApproved: false } } } } },
      },
      entry: { select: { businessName: true, ownerName: true, email: true } },
    },
  });
}

/**
 * The audit side of a moderation: the challenge's moderated fields before and after, then the
 * waitlist form's suggestions are read afresh.
 */
export function challengeChange(input: TModerateChallengeInput): AdminChange<void> {
  return {
    action: `challenge.${input.action}`,
    targetType: "challenge",
    targetId: input.id,
    snapshot: (tx, id) =>
      tx.waitlistChallenge.findUnique({
        where: { id },
        select: { challengeText: true, category: true, displayOrder: true, isActive: true, isApproved: true },
      }),
    invalidates: [CACHE_TAGS.challenges],
  };
}

export async function moderateChallenge(db: DbOrTx, input: TModerateChallengeInput): Promise<void> {
  try {
    if (input.action === "delete") {
      await db.waitlistChallenge.delete({ where: { id: input.id } });
    } else if (input.action === "approve") {
      // The picks of an approved challenge are approved with it, so they leave the review list.
      await inTransaction(db, async (tx) => {
        await tx.waitlistChallenge.update({ where: { id: input.id }, data: { isApproved: true } });
        await tx.waitlistChallengeResponse.updateMany({ where: { challengeId: input.id }, data: { isApproved: true } });
      });
    } else if (input.action === "reject") {
      await db.waitlistChallenge.update({ where: { id: input.id }, data: { isActive: false } });
    } else {
      const { challengeText, category, displayOrder, isActive, isApproved } = input.updates;
      await db.waitlistChallenge.update({
        where: { id: input.id },
        data: { challengeText, category, displayOrder, isActive, isApproved },
      });
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", CHALLENGE_TEXT_TAKEN_MESSAGE, "challengeText");
    if (isRecordNotFound(error)) throw new AppError("NOT_FOUND", CHALLENGE_NOT_FOUND_MESSAGE);
    throw error;
  }
}

/** Prisma's "record to update/delete does not exist". */
function isRecordNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2025";
}
