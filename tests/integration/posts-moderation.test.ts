// Posts are moderated like reviews: anyone signed in reports a live post once (and ten a day); an
// admin hides it with a reason (the owner is told by bell and email; it leaves the profile and the
// city strip), restores it or dismisses its reports, each audited.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { cityPosts } from "@/features/posts/queries";
import { POST_MESSAGES, POST_REPORTS_PER_DAY } from "@/features/posts/types";
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/server/api/trpc";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createUser } from "../helpers/factories";
import { ensureEmailTemplates, realEmailsTo } from "../helpers/email";
import { auditEntriesFor } from "../helpers/audit";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { networkOwner, signedIn } from "../helpers/network";
import { createPostRow, DAY_MS, updateInput } from "../helpers/posts";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureEmailTemplates();
});

async function member() {
  const user = await createUser({ roles: ["customer"], verified: true });
  return signedIn(server.url(), user, ["customer"]);
}

async function admin() {
  const user = await createUser({ roles: ["admin"], verified: true });
  return { user, api: await signedIn(server.url(), user, ["admin"]) };
}

describe("reports", () => {
  it("takes one report per account, only of a live post, and only from someone signed in", async () => {
    const business = await createBusiness({ name: `Reported ${uniqueWord()}` });
    const post = await createPostRow(business.id);
    const [first, second] = [await member(), await member()];
    expect(
      await outcome(first.posts.report.mutate({ postId: post.id, reason: "spam", note: "Same text daily." })),
    ).toBe("ok");
    expect(await outcome(first.posts.report.mutate({ postId: post.id, reason: "offensive" }))).toEqual({
      code: "CONFLICT",
      message: POST_MESSAGES.alreadyReported,
    });
    expect(await outcome(second.posts.report.mutate({ postId: post.id, reason: "other" }))).toBe("ok");
    expect(await outcome(server.client().posts.report.mutate({ postId: post.id, reason: "spam" }))).toMatchObject({
      code: "UNAUTHORIZED",
      message: NOT_SIGNED_IN_MESSAGE,
    });
    expect(await db.businessPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ openReports: 2 });
    expect(
      await db.businessPostReport.findMany({ where: { postId: post.id }, select: { reason: true, note: true } }),
    ).toEqual(
      expect.arrayContaining([
        { reason: "spam", note: "Same text daily." },
        { reason: "other", note: null },
      ]),
    );

    const hidden = await createPostRow(business.id, { status: "hidden", hiddenReason: "Spam" });
    const expired = await createPostRow(business.id, { expiresAt: new Date(Date.now() - DAY_MS) });
    for (const postId of [hidden.id, expired.id, "no-such-post"]) {
      expect(await outcome(first.posts.report.mutate({ postId, reason: "spam" }))).toEqual({
        code: "NOT_FOUND",
        message: POST_MESSAGES.notFound,
      });
    }
    expect(await outcome(first.posts.report.mutate({ postId: post.id, reason: "extortion" as "spam" }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { reason: ["Choose a reason."] },
    });
  });

  it(`takes ${POST_REPORTS_PER_DAY} reports a day from one account`, async () => {
    const business = await createBusiness({ name: `Many ${uniqueWord()}` });
    const reporter = await member();
    for (let i = 0; i < POST_REPORTS_PER_DAY; i++) {
      const { id } = await createPostRow(business.id);
      await reporter.posts.report.mutate({ postId: id, reason: "spam" });
    }
    const { id } = await createPostRow(business.id);
    expect(await outcome(reporter.posts.report.mutate({ postId: id, reason: "spam" }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: POST_MESSAGES.tooManyReports,
    });
  });
});

describe("moderation", () => {
  it("hides a reported post with a reason the owner is told, restores it, dismisses reports: all audited", async () => {
    const owner = await networkOwner(server.url());
    await db.businessProfile.update({ where: { id: owner.business.id }, data: { verificationStatus: "verified" } });
    const business = await db.businessProfile.findUniqueOrThrow({ where: { id: owner.business.id } });
    const { id } = await owner.api.posts.create.mutate(updateInput(business.id, "Win a free car"));
    await (await member()).posts.report.mutate({ postId: id, reason: "spam" });
    const { user: moderator, api } = await admin();

    const reported = await api.posts.adminList.query({ filter: "reported" });
    const listed = reported.items.find((item) => item.id === id);
    expect(listed).toMatchObject({
      title: "Win a free car",
      openReports: 1,
      business: { id: business.id },
      reports: [{ reason: "spam" }],
    });

    // Only an admin moderates, and hiding needs a reason.
    expect(await outcome(owner.api.posts.moderate.mutate({ postId: id, action: "hide", reason: "No" }))).toEqual({
      code: "FORBIDDEN",
      message: FORBIDDEN_MESSAGE,
    });
    expect(await outcome(api.posts.moderate.mutate({ postId: id, action: "hide" }))).toEqual({
      code: "BAD_REQUEST",
      message: POST_MESSAGES.reasonRequired,
      fieldErrors: { reason: [POST_MESSAGES.reasonRequired] },
    });

    const reason = "Prize draws are not allowed in posts.";
    await api.posts.moderate.mutate({ postId: id, action: "hide", reason });
    expect(await db.businessPost.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "hidden",
      hiddenReason: reason,
      openReports: 0,
    });
    expect(await db.businessPostReport.count({ where: { postId: id, dismissedAt: null } })).toBe(0);
    // Gone from the profile and the city strip; the owner still sees it, with the reason.
    const profile = await server.client().businessProfile.get.query({ city: business.citySlug, key: business.slug });
    expect(profile!.posts).toEqual([]);
    expect((await cityPosts(db, business.citySlug)).map((post) => post.id)).not.toContain(id);
    const own = await owner.api.posts.mine.query({ businessId: business.id });
    expect(own.posts).toMatchObject([{ id, state: "hidden", hiddenReason: reason }]);
    // Told by bell and email, with the reason but not the post's text.
    const notice = await db.notification.findFirstOrThrow({ where: { userId: owner.user.id, type: "post_hidden" } });
    expect(notice).toMatchObject({ link: `/dashboard/business/${business.id}/posts` });
    expect(notice.body).toContain(reason);
    const [email] = await realEmailsTo(owner.user.email!, "post_hidden");
    expect(email!.bodyText).toContain(reason);
    expect(email!.bodyText).not.toContain("Win a free car");
    expect((await api.posts.adminList.query({ filter: "hidden" })).items.map((item) => item.id)).toContain(id);
    expect((await api.posts.adminList.query({ filter: "reported" })).items.map((item) => item.id)).not.toContain(id);

    expect(await outcome(api.posts.moderate.mutate({ postId: id, action: "hide", reason }))).toMatchObject({
      code: "NOT_FOUND",
    });
    await api.posts.moderate.mutate({ postId: id, action: "restore" });
    expect(await db.businessPost.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "published",
      hiddenReason: null,
    });
    const restored = await server.client().businessProfile.get.query({ city: business.citySlug, key: business.slug });
    expect(restored!.posts.map((post) => post.id)).toEqual([id]);

    await (await member()).posts.report.mutate({ postId: id, reason: "other" });
    await api.posts.moderate.mutate({ postId: id, action: "dismiss_reports" });
    expect(await db.businessPost.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "published",
      openReports: 0,
    });

    const entries = await auditEntriesFor(id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["post.hide", moderator.id],
      ["post.restore", moderator.id],
      ["post.dismiss_reports", moderator.id],
    ]);
    expect(entries[0]!.changes).toEqual({
      before: { status: "published", hiddenReason: null, openReports: 1 },
      after: { status: "hidden", hiddenReason: reason, openReports: 0 },
    });
  });
});
