import "server-only";
// An owner publishes, edits and deletes their business's posts. The business must be theirs
// (another owner's answers NOT_FOUND, as an unknown id) and live in the directory, and a post is
// public, so the owner's email must be proven. New posts are limited per business and per account
// a day, and a business has at most LIVE_POSTS_MAX live posts (counted under the business row's
// lock, so simultaneous posts cannot pass it together). An admin acting for a business they do not
// own is audited.
import type { Db, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { invalidateCache } from "@/platform/process-cache";
import { isAdmin } from "@/lib/roles";
import { adminChange } from "@/features/audit/admin-change";
import { requireProvenEmail } from "@/features/auth/proven-email";
import {
  findEditableBusiness,
  lockEditableBusiness,
  mayEditBusiness,
  type EditableBusiness,
  type Editor,
} from "@/features/businesses/access";
import { resolvePostDates } from "./dates";
import { limitNewPost } from "./limits";
import { POST_FIELDS, POSTS_CACHE_TAG } from "./queries";
import type { TPostFields } from "./schema";
import { LIVE_POSTS_MAX, POST_MESSAGES } from "./types";

type Fields = Omit<TPostFields, "businessId">;

/** What an admin's change of a post records in the audit log. */
export function postSnapshot(tx: Tx, id: string) {
  return tx.businessPost.findUnique({
    where: { id },
    select: { ...POST_FIELDS, businessId: true, status: true, hiddenReason: true, openReports: true },
  });
}

/** A post is public: the listing must be live, and (an admin aside) the owner's email proven. */
async function checkPublisher(db: Db, editor: Editor, business: Pick<EditableBusiness, "active" | "awaitingApproval">) {
  if (!business.active || business.awaitingApproval) throw new AppError("FORBIDDEN", POST_MESSAGES.notLive);
  if (!isAdmin(editor.roles)) await requireProvenEmail(db, editor.id, POST_MESSAGES.verifyEmail);
}

/** The write in one transaction; audited when an admin acts for a business they do not own. */
async function write<T>(
  db: Db,
  editor: Editor,
  business: { ownerId: string | null },
  change: { action: string; targetId: string | ((result: T) => string) },
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  const audited = isAdmin(editor.roles) && business.ownerId !== editor.id;
  const actor = { db, session: { id: editor.id, email: editor.email ?? null } };
  const result = audited
    ? await adminChange(actor, { ...change, targetType: "post", snapshot: postSnapshot }, run)
    : await db.$transaction(run);
  invalidateCache(POSTS_CACHE_TAG);
  return result;
}

async function assertRoomForLive(tx: Tx, businessId: string, now: Date) {
  const live = await tx.businessPost.count({ where: { businessId, status: "published", expiresAt: { gt: now } } });
  if (live >= LIVE_POSTS_MAX) throw new AppError("CONFLICT", POST_MESSAGES.tooManyLive);
}

const columns = (fields: Fields, dates: ReturnType<typeof resolvePostDates>) => ({
  kind: fields.kind,
  title: fields.title,
  body: fields.body,
  imageUrl: fields.imageUrl,
  ...dates,
});

export async function createPost(db: Db, editor: Editor, input: TPostFields, now = new Date()) {
  const business = await findEditableBusiness(db, input.businessId, editor);
  await checkPublisher(db, editor, business);
  const dates = resolvePostDates(input, business.timeZone, now);
  await limitNewPost(business.id, editor.id);
  return write(
    db,
    editor,
    business,
    { action: "post.create", targetId: (post: { id: string }) => post.id },
    async (tx) => {
      await lockEditableBusiness(tx, business.id, editor);
      await assertRoomForLive(tx, business.id, now);
      return tx.businessPost.create({
        data: { businessId: business.id, authorId: editor.id, ...columns(input, dates) },
        select: { id: true, expiresAt: true },
      });
    },
  );
}

/** The post with its business, when the editor may change that business; else NOT_FOUND. */
async function editablePost(db: Db, editor: Editor, postId: string) {
  const post = await db.businessPost.findUnique({
    where: { id: postId },
    select: { id: true, status: true, expiresAt: true, business: { select: { id: true, ownerId: true } } },
  });
  if (!post || !mayEditBusiness(post.business, editor)) throw new AppError("NOT_FOUND", POST_MESSAGES.notFound);
  return post;
}

/** Saves every field of the post; its status (hidden by an admin or not) stays as it is. */
export async function updatePost(db: Db, editor: Editor, input: Fields & { postId: string }, now = new Date()) {
  const post = await editablePost(db, editor, input.postId);
  const business = await findEditableBusiness(db, post.business.id, editor);
  await checkPublisher(db, editor, business);
  const dates = resolvePostDates(input, business.timeZone, now);
  return write(db, editor, business, { action: "post.update", targetId: post.id }, async (tx) => {
    await lockEditableBusiness(tx, business.id, editor);
    // An expired post given a new expiry becomes live again: it needs room among the live ones.
    if (post.status === "published" && post.expiresAt <= now) await assertRoomForLive(tx, business.id, now);
    const { count } = await tx.businessPost.updateMany({
      where: { id: post.id, businessId: business.id },
      data: columns(input, dates),
    });
    if (count === 0) throw new AppError("NOT_FOUND", POST_MESSAGES.notFound);
    return { id: post.id, expiresAt: dates.expiresAt };
  });
}

export async function deletePost(db: Db, editor: Editor, postId: string) {
  const post = await editablePost(db, editor, postId);
  return write(db, editor, post.business, { action: "post.delete", targetId: post.id }, async (tx) => {
    const { count } = await tx.businessPost.deleteMany({ where: { id: post.id, businessId: post.business.id } });
    if (count === 0) throw new AppError("NOT_FOUND", POST_MESSAGES.notFound);
    return { id: post.id };
  });
}
