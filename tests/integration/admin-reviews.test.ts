// Review moderation through the HTTP API: the admins' list (filters, order, pages), hide, restore,
// delete and dismiss reports, each with the stored aggregate, the owner's notice and the audit entry
// written in the change's own transaction.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { adminChange } from "@/features/audit/admin-change";
import { hideReview } from "@/features/reviews/moderation";
import { ADMIN_REVIEWS_PAGE_SIZE, REVIEW_MESSAGES } from "@/features/reviews/schema";
import { storedAverage } from "@/features/reviews/aggregate";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { ensureEmailTemplates } from "../helpers/email";
import { createUser } from "../helpers/factories";
import { ensureCities } from "../helpers/waitlist";
import { businessOwnedBy, createReview, reviewInput } from "../helpers/reviews";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureCities();
  await ensureEmailTemplates();
});

const aggregateOf = (businessId: string) =>
  db.businessProfile.findUniqueOrThrow({
    where: { id: businessId },
    select: { averageRating: true, totalReviews: true },
  });
const auditOf = (reviewId: string) =>
  db.auditLog.findMany({
    where: { targetType: "review", targetId: reviewId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { action: true, actorId: true, changes: true },
  });
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** A business with an owner and two published reviews (1 and 5 stars) written through the API. */
async function reviewedBusiness(name: string) {
  const owner = await createUser({ roles: ["business_owner"] });
  const business = await businessOwnedBy(owner.id, name);
  const low = await (
    await server.clientAs(["customer"])
  ).api.reviews.save.mutate({ businessId: business.id, ...reviewInput(1) });
  await (await server.clientAs(["customer"])).api.reviews.save.mutate({ businessId: business.id, ...reviewInput(5) });
  return { owner, business, lowId: low.id };
}

describe("the admins' review list", () => {
  it("filters by business, status, open reports, rating and days, newest first, 25 a page", async () => {
    const business = await businessOwnedBy(null, "Listed Bakery");
    // 30 published reviews on consecutive days of March 2026, then a few that differ in one respect.
    await db.review.createMany({
      data: Array.from({ length: 30 }, (_, index) => ({
        businessId: business.id,
        reviewerName: `Reviewer ${index}`,
        rating: (index % 4) + 1,
        comment: "Fine bread, friendly people.",
        createdAt: day(`2026-03-${String(index + 1).padStart(2, "0")}`),
      })),
    });
    const hidden = await createReview(business.id, { status: "hidden", rating: 5, createdAt: day("2026-04-02") });
    const reported = await createReview(business.id, { rating: 5, openReports: 2, createdAt: day("2026-04-03") });
    const { api } = await server.clientAs(["admin"]);
    const list = (filters: Record<string, unknown>, page = 1) =>
      api.adminReviews.list.query({ filters: { businessId: business.id, ...filters }, page });

    const first = await list({});
    expect(first).toMatchObject({
      total: 32,
      totalCapped: false,
      page: 1,
      pageCount: 2,
      business: { id: business.id, businessName: "Listed Bakery" },
    });
    expect(first.reviews).toHaveLength(ADMIN_REVIEWS_PAGE_SIZE);
    expect(first.reviews.slice(0, 3).map((row) => row.id)).toEqual([reported.id, hidden.id, first.reviews[2]!.id]);
    expect(first.reviews[2]!.reviewerName).toBe("Reviewer 29");
    const second = await list({}, 2);
    expect(second.reviews.map((row) => row.reviewerName)).toEqual([
      "Reviewer 6",
      "Reviewer 5",
      "Reviewer 4",
      "Reviewer 3",
      "Reviewer 2",
      "Reviewer 1",
      "Reviewer 0",
    ]);

    expect((await list({ status: "hidden" })).reviews.map((row) => row.id)).toEqual([hidden.id]);
    expect((await list({ status: "published" })).total).toBe(31);
    expect(
      (await list({ reported: true })).reviews.map((row) => ({ id: row.id, openReports: row.openReports })),
    ).toEqual([{ id: reported.id, openReports: 2 }]);
    expect((await list({ rating: 5 })).reviews.map((row) => row.id)).toEqual([reported.id, hidden.id]);
    const march = await list({ from: "2026-03-10", to: "2026-03-12" });
    expect(march.reviews.map((row) => row.reviewerName)).toEqual(["Reviewer 11", "Reviewer 10", "Reviewer 9"]);
    expect((await list({ rating: 1, from: "2026-03-01", to: "2026-03-31", status: "published" })).total).toBe(8);

    // Without a business filter the list spans every business, newest first.
    const future = await createReview((await businessOwnedBy(null, "Future Cafe")).id, {
      createdAt: new Date("2099-01-01T00:00:00Z"),
    });
    const all = await api.adminReviews.list.query({ filters: {} });
    expect(all.reviews[0]).toMatchObject({ id: future.id, business: { businessName: "Future Cafe" } });
    expect(all.business).toBeNull();
    const unknown = await api.adminReviews.list.query({ filters: { businessId: "no-such-business" } });
    expect(unknown).toMatchObject({ total: 0, reviews: [], business: null, pageCount: 1 });
  });

  it("shows each review's open reports with the reporter's name and email", async () => {
    const business = await businessOwnedBy(null, "Reported Diner");
    const review = await createReview(business.id);
    const first = await server.clientAs(["customer"]);
    const second = await server.clientAs(["customer"]);
    await first.api.reviews.report.mutate({ reviewId: review.id, reason: "spam" });
    await second.api.reviews.report.mutate({ reviewId: review.id, reason: "other", note: "Copied from another site." });
    const { api } = await server.clientAs(["admin"]);
    const [listed] = (await api.adminReviews.list.query({ filters: { businessId: business.id, reported: true } }))
      .reviews;
    expect(listed?.openReports).toBe(2);
    expect(listed?.reports.map((report) => ({ reason: report.reason, note: report.note, user: report.user }))).toEqual([
      {
        reason: "other",
        note: "Copied from another site.",
        user: { displayName: second.user.displayName, email: second.user.email },
      },
      { reason: "spam", note: null, user: { displayName: first.user.displayName, email: first.user.email } },
    ]);
  });

  it("refuses unusable filters with a clear message", async () => {
    const { api } = await server.clientAs(["admin"]);
    expect(
      await outcome(api.adminReviews.list.query({ filters: { from: "2026-03-10", to: "2026-03-01" } })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "The start date must be on or before the end date.",
    });
    expect(await outcome(api.adminReviews.list.query({ filters: { from: "2026-02-30" } }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Enter a real date.",
    });
    expect(await outcome(api.adminReviews.list.query({ filters: { rating: 6 } }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Choose a rating from 1 to 5.",
    });
  });

  it("finds businesses by part of their name for the business filter", async () => {
    const business = await businessOwnedBy(null, "Quillfeather Books");
    const { api } = await server.clientAs(["admin"]);
    expect(await api.adminReviews.businesses.query({ text: "QUILLFEATHER" })).toEqual([
      { id: business.id, businessName: "Quillfeather Books", city: expect.any(String) as string },
    ]);
    expect(await outcome(api.adminReviews.businesses.query({ text: "  " }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Type part of a business name.",
    });
  });
});

describe("moderating a review", () => {
  it("hides with a reason: the aggregate, the owner's bell and email, and the audit entry change together", async () => {
    const { owner, business, lowId } = await reviewedBusiness("Hidden Review Grill");
    const { api, user: admin } = await server.clientAs(["admin"]);
    expect(await api.adminReviews.hide.mutate({ reviewId: lowId, reason: "Abusive language" })).toMatchObject({
      status: "hidden",
      averageRating: 5,
      totalReviews: 1,
    });
    expect(await aggregateOf(business.id)).toEqual({ averageRating: 5, totalReviews: 1 });
    expect(
      (await server.client().businessProfile.get.query({ key: business.id }))?.reviews.map((review) => review.id),
    ).not.toContain(lowId);

    expect(
      await db.notification.findMany({
        where: { userId: owner.id, type: "review_hidden" },
        select: { title: true, body: true },
      }),
    ).toEqual([
      {
        title: "A review of Hidden Review Grill was hidden",
        body: expect.stringContaining("Abusive language") as string,
      },
    ]);
    const [email] = await db.emailMessage.findMany({
      where: { toAddress: owner.email!, templateKey: "review_hidden" },
      select: { subject: true, bodyText: true },
    });
    expect(email?.subject).toBe("A review of Hidden Review Grill was hidden");
    expect(email?.bodyText).toContain("Reason: Abusive language");

    const [entry] = await auditOf(lowId);
    expect(entry).toMatchObject({ action: "review.hide", actorId: admin.id });
    expect(JSON.parse(entry!.changes)).toEqual({
      before: { status: "published", hiddenReason: null },
      after: { status: "hidden", hiddenReason: "Abusive language" },
    });

    expect(await outcome(api.adminReviews.hide.mutate({ reviewId: lowId, reason: "Again" }))).toMatchObject({
      code: "CONFLICT",
      message: REVIEW_MESSAGES.alreadyHidden,
    });
    expect(await outcome(api.adminReviews.hide.mutate({ reviewId: lowId, reason: " " }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Give a reason.",
    });
    expect(await outcome(api.adminReviews.hide.mutate({ reviewId: "no-such-review", reason: "Spam" }))).toMatchObject({
      code: "NOT_FOUND",
      message: REVIEW_MESSAGES.reviewNotFound,
    });
    // The refused attempts left no entries.
    expect(await auditOf(lowId)).toHaveLength(1);
  });

  it("restores a hidden review into the aggregate", async () => {
    const { business, lowId } = await reviewedBusiness("Restored Review Spa");
    const { api } = await server.clientAs(["admin"]);
    await api.adminReviews.hide.mutate({ reviewId: lowId, reason: "Spam" });
    expect(await api.adminReviews.restore.mutate({ reviewId: lowId })).toMatchObject({
      status: "published",
      averageRating: storedAverage(6, 2),
      totalReviews: 2,
    });
    expect(await aggregateOf(business.id)).toEqual({ averageRating: storedAverage(6, 2), totalReviews: 2 });
    expect(
      await db.review.findUniqueOrThrow({ where: { id: lowId }, select: { hiddenReason: true, hiddenAt: true } }),
    ).toEqual({ hiddenReason: null, hiddenAt: null });
    expect((await auditOf(lowId)).map((entry) => entry.action)).toEqual(["review.hide", "review.restore"]);
    expect(await outcome(api.adminReviews.restore.mutate({ reviewId: lowId }))).toMatchObject({
      code: "CONFLICT",
      message: REVIEW_MESSAGES.notHidden,
    });
  });

  it("deletes any review with its reports, and the aggregate follows", async () => {
    const { business, lowId } = await reviewedBusiness("Deleted Review Deli");
    await (await server.clientAs(["customer"])).api.reviews.report.mutate({ reviewId: lowId, reason: "spam" });
    const { api } = await server.clientAs(["admin"]);
    expect(await api.adminReviews.delete.mutate({ reviewId: lowId })).toMatchObject({
      averageRating: 5,
      totalReviews: 1,
    });
    expect(await aggregateOf(business.id)).toEqual({ averageRating: 5, totalReviews: 1 });
    expect(await db.review.count({ where: { id: lowId } })).toBe(0);
    expect(await db.reviewReport.count({ where: { reviewId: lowId } })).toBe(0);
    const [entry] = await auditOf(lowId);
    expect(entry?.action).toBe("review.delete");
    expect(JSON.parse(entry!.changes)).toEqual({
      before: {
        businessId: business.id,
        reviewerName: expect.any(String) as string,
        rating: 1,
        status: "published",
        heldReason: null,
        hiddenReason: null,
        openReports: 1,
      },
    });
    expect(await outcome(api.adminReviews.delete.mutate({ reviewId: lowId }))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("dismisses the open reports: the review leaves the reported list and its reporters cannot report it again", async () => {
    const business = await businessOwnedBy(null, "Dismissed Reports Bar");
    const review = await createReview(business.id);
    const reporters = [await server.clientAs(["customer"]), await server.clientAs(["customer"])];
    for (const reporter of reporters)
      await reporter.api.reviews.report.mutate({ reviewId: review.id, reason: "offensive" });
    const { api } = await server.clientAs(["admin"]);
    expect(await api.adminReviews.dismissReports.mutate({ reviewId: review.id })).toEqual({
      id: review.id,
      dismissed: 2,
    });
    expect((await api.adminReviews.list.query({ filters: { businessId: business.id, reported: true } })).total).toBe(0);
    expect(await db.reviewReport.count({ where: { reviewId: review.id, dismissedAt: null } })).toBe(0);
    expect(
      await outcome(reporters[0]!.api.reviews.report.mutate({ reviewId: review.id, reason: "spam" })),
    ).toMatchObject({ code: "CONFLICT", message: REVIEW_MESSAGES.alreadyReported });
    expect(await outcome(api.adminReviews.dismissReports.mutate({ reviewId: review.id }))).toMatchObject({
      code: "CONFLICT",
      message: REVIEW_MESSAGES.noOpenReports,
    });
    const entries = await auditOf(review.id);
    expect(entries.map((entry) => entry.action)).toEqual(["review.dismissReports"]);
    expect(JSON.parse(entries[0]!.changes)).toMatchObject({
      before: { openReports: 2 },
      after: { openReports: 0, dismissed: 2 },
    });

    // A new reporter makes it a reported review again.
    await (await server.clientAs(["customer"])).api.reviews.report.mutate({ reviewId: review.id, reason: "spam" });
    expect(
      (await api.adminReviews.list.query({ filters: { businessId: business.id, reported: true } })).reviews.map(
        (row) => row.openReports,
      ),
    ).toEqual([1]);
  });

  it("a deleted account's open reports stop counting", async () => {
    const business = await businessOwnedBy(null, "Leaving Reporter Shop");
    const review = await createReview(business.id);
    const reporter = await server.clientAs(["customer"]);
    await reporter.api.reviews.report.mutate({ reviewId: review.id, reason: "spam" });
    await reporter.api.account.deleteAccount.mutate({ confirmation: reporter.user.email! });
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id }, select: { openReports: true } })).toEqual({
      openReports: 0,
    });
  });

  it("a change that fails after hiding leaves no hidden review, notice, email or audit entry", async () => {
    const { owner, business, lowId } = await reviewedBusiness("Rolled Back Bistro");
    const admin = await createUser({ roles: ["admin"] });
    const failing = adminChange(
      { db, session: { id: admin.id, email: admin.email } },
      { action: "review.hide", targetId: lowId },
      async (tx) => {
        await hideReview(tx, { reviewId: lowId, reason: "Spam" });
        throw new Error("the audit entry could not be written");
      },
    );
    await expect(failing).rejects.toThrow("the audit entry could not be written");
    expect(await db.review.findUniqueOrThrow({ where: { id: lowId }, select: { status: true } })).toEqual({
      status: "published",
    });
    expect(await aggregateOf(business.id)).toEqual({ averageRating: 3, totalReviews: 2 });
    expect(await db.notification.count({ where: { userId: owner.id, type: "review_hidden" } })).toBe(0);
    expect(await db.emailMessage.count({ where: { toAddress: owner.email!, templateKey: "review_hidden" } })).toBe(0);
    expect(await auditOf(lowId)).toEqual([]);
  });

  it("is refused to customers and owners", async () => {
    const { lowId } = await reviewedBusiness("Guarded Review Cafe");
    for (const roles of [["customer"], ["business_owner"]] as const) {
      const { api } = await server.clientAs([...roles]);
      expect(await outcome(api.adminReviews.hide.mutate({ reviewId: lowId, reason: "Spam" }))).toMatchObject({
        code: "FORBIDDEN",
      });
      expect(await outcome(api.adminReviews.list.query({ filters: {} }))).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await db.review.findUniqueOrThrow({ where: { id: lowId }, select: { status: true } })).toEqual({
      status: "published",
    });
  });
});
