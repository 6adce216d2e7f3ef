import "server-only";
// Posts are moderated like reviews: anyone signed in reports a live post (once per account, a few a
// day); admins see the reported ones and hide a post (with a reason its owner is told, by bell and
// email), restore it or dismiss its reports, each through adminChange (audited). A hidden post
// leaves the profile and the city strip at once; its owner still sees it, with the reason.
import type { Db, Tx } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { invalidateCache } from "@/platform/process-cache";
import { absoluteUrl } from "@/platform/site-url";
import { adminChange, type AdminActor } from "@/features/audit/admin-change";
import { notifyOwner } from "@/features/notifications/notify-owner";
import { OPEN_REPORTS } from "@/features/network/recommendations";
import { limitPostReport } from "./limits";
import { postSnapshot } from "./mutations";
import { POST_FIELDS, POSTS_CACHE_TAG } from "./queries";
import { POST_MESSAGES } from "./types";

const ADMIN_PAGE_SIZE = 20;
const notFound = () => new AppError("NOT_FOUND", POST_MESSAGES.notFound);

/** A signed-in user reports a live post of a listed business: once per account. */
export async function reportPost(
  db: Db,
  userId: string,
  input: { postId: string; reason: string; note?: string },
  now = new Date(),
) {
  await limitPostReport(userId);
  try {
    await db.$transaction(async (tx) => {
      const { count } = await tx.businessPost.updateMany({
        where: { id: input.postId, status: "published", expiresAt: { gt: now }, business: { active: true } },
        data: { openReports: { increment: 1 } },
      });
      if (count === 0) throw notFound();
      await tx.businessPostReport.create({
        data: { postId: input.postId, userId, reason: input.reason as "spam", note: input.note ?? null },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", POST_MESSAGES.alreadyReported);
    throw error;
  }
  return { reported: true };
}

const businessLink = { id: true, businessName: true, slug: true, citySlug: true, city: true, timeZone: true } as const;

/** The admins' list: reported posts (the default), hidden ones, or all, newest first. */
export async function listPostsForAdmin(db: Db, input: { filter: "reported" | "hidden" | "all"; page: number }) {
  const where =
    input.filter === "reported"
      ? { status: "published" as const, openReports: { gt: 0 } }
      : input.filter === "hidden"
        ? { status: "hidden" as const }
        : {};
  const [items, total] = await Promise.all([
    db.businessPost.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * ADMIN_PAGE_SIZE,
      take: ADMIN_PAGE_SIZE,
      select: {
        ...POST_FIELDS,
        status: true,
        hiddenReason: true,
        openReports: true,
        business: { select: businessLink },
        reports: OPEN_REPORTS,
      },
    }),
    db.businessPost.count({ where }),
  ]);
  return { items, total, page: input.page, pageSize: ADMIN_PAGE_SIZE };
}

/** Tells the owner their post was hidden, and why (bell and email, in the hiding's transaction). */
async function tellPostHidden(tx: Tx, postId: string, reason: string) {
  const post = await tx.businessPost.findUniqueOrThrow({
    where: { id: postId },
    select: { kind: true, title: true, business: { select: { id: true, businessName: true, ownerId: true } } },
  });
  const link = `/dashboard/business/${post.business.id}/posts`;
  await notifyOwner(tx, post.business, {
    type: "post_hidden",
    title: `A post of ${post.business.businessName} was hidden`,
    body: `"${post.title}": ${reason}`,
    link,
    // The email names the kind of post, not its text: only the admin's reason and the link.
    variables: { postKind: post.kind, reason, postsLink: absoluteUrl(link) },
  });
}

async function dismissOpenReports(tx: Tx, postId: string, now: Date) {
  await tx.businessPostReport.updateMany({ where: { postId, dismissedAt: null }, data: { dismissedAt: now } });
}

export async function moderatePost(
  actor: AdminActor,
  input: { postId: string; action: "hide" | "restore" | "dismiss_reports"; reason?: string },
  now = new Date(),
) {
  const result = await adminChange(
    actor,
    { action: `post.${input.action}`, targetType: "post", targetId: input.postId, snapshot: postSnapshot },
    async (tx) => {
      const id = input.postId;
      if (input.action === "dismiss_reports") {
        const { count } = await tx.businessPost.updateMany({ where: { id }, data: { openReports: 0 } });
        if (count === 0) throw notFound();
        await dismissOpenReports(tx, id, now);
        return { status: "dismissed" as const };
      }
      if (input.action === "hide") {
        const reason = input.reason ?? "";
        const { count } = await tx.businessPost.updateMany({
          where: { id, status: "published" },
          data: { status: "hidden", hiddenReason: reason, openReports: 0 },
        });
        if (count === 0) throw notFound();
        await dismissOpenReports(tx, id, now);
        await tellPostHidden(tx, id, reason);
        return { status: "hidden" as const };
      }
      const { count } = await tx.businessPost.updateMany({
        where: { id, status: "hidden" },
        data: { status: "published", hiddenReason: null },
      });
      if (count === 0) throw notFound();
      return { status: "published" as const };
    },
  );
  invalidateCache(POSTS_CACHE_TAG);
  return result;
}
