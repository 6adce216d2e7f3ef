// Fair reviews by rule (16 CFR 465, finding N6), through the HTTP API: a request link publishes only
// once an email address is proven, owners never hold links and cannot ask themselves, insiders are
// refused, integrity signals hold reviews for moderation (not public, not counted), an owner's
// extortion report pauses reviews until an admin resumes them, reports and helpful marks are
// limited, and admins acting for a business they do not own are audited.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { appRouter } from "@/server/api/root";
import { DEFAULT_EMAIL_TEMPLATES } from "@/features/email/default-templates";
import { HELPFUL_LIMITS, REPORT_LIMITS } from "@/features/reviews/limits";
import { REVIEW_MESSAGES } from "@/features/reviews/schema";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { ensureEmailTemplates, realEmail } from "../helpers/email";
import { createUser, sessionCookie, uniqueEmail } from "../helpers/factories";
import { ensureCities, uniqueIp } from "../helpers/waitlist";
import { businessOwnedBy, confirmTokenFor, createReview, createReviewRequest, reviewInput } from "../helpers/reviews";

const server = apiServerForThisFile();
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  await ensureCities();
  await ensureEmailTemplates();
});

const aggregateOf = (businessId: string) =>
  db.businessProfile.findUniqueOrThrow({
    where: { id: businessId },
    select: { averageRating: true, totalReviews: true },
  });
const statusOf = (reviewId: string) =>
  db.review.findUniqueOrThrow({ where: { id: reviewId }, select: { status: true, heldReason: true } });

/** A verified owner whose client (and so whose session) uses `address`. */
async function ownerAt(address: string) {
  const user = await createUser({ roles: ["business_owner"], verified: true });
  const api = server.client(await sessionCookie(user, ["business_owner"]), { "x-forwarded-for": address });
  return { user, api };
}

/** The link code in the newest review_request email to `to`, as its recipient reads it. */
async function codeEmailedTo(to: string) {
  const email = realEmail(
    await db.emailMessage.findFirstOrThrow({
      where: { toAddress: to, templateKey: "review_request" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    }),
  );
  return /\/review\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/.exec(email.bodyText)![1]!;
}

describe("N6: an owner's own request links cannot make a rating", () => {
  it("holds anonymous link reviews until the request's address confirms; five from one address are held even then", async () => {
    const { user, api } = await ownerAt(uniqueIp());
    const business = await businessOwnedBy(user.id, "Self Rated Cafe");
    const addresses = Array.from({ length: 5 }, (_, index) => uniqueEmail(`self${index}`));
    await api.reviews.sendRequests.mutate({
      businessId: business.id,
      customers: addresses.map((email, index) => ({ name: `Friend ${index}`, email })),
    });
    // The dashboard never shows a link.
    const listed = await api.reviews.requests.query({ businessId: business.id });
    for (const address of addresses) expect(JSON.stringify(listed)).not.toContain(await codeEmailedTo(address));

    // Suppose the owner holds the links anyway (addresses they read): five anonymous 5-star reviews from one address.
    const visitor = server.client();
    for (const address of addresses) {
      expect(
        await visitor.reviews.submitWithLink.mutate({
          code: await codeEmailedTo(address),
          reviewerName: "Happy",
          ...reviewInput(5),
        }),
      ).toMatchObject({ status: "pending_email" });
    }
    expect(await aggregateOf(business.id)).toEqual({ averageRating: 0, totalReviews: 0 });
    expect((await visitor.businessProfile.get.query({ key: business.id }))?.reviews).toEqual([]);
    // No reply (and so no email of the owner's text) to a review that is not published.
    const pending = await db.review.findFirstOrThrow({ where: { businessId: business.id } });
    expect(await outcome(api.reviews.reply.mutate({ reviewId: pending.id, text: "Thanks, friend" }))).toMatchObject({
      code: "NOT_FOUND",
    });

    // Confirming from those mailboxes: five reviews written from one address in a day are held, not published.
    for (const address of addresses)
      expect(await visitor.reviews.confirm.mutate({ token: await confirmTokenFor(address) })).toMatchObject({
        status: "held",
      });
    expect(
      await db.review.groupBy({
        by: ["status", "heldReason"],
        where: { businessId: business.id },
        _count: { _all: true },
      }),
    ).toEqual([{ status: "held", heldReason: "same_address", _count: { _all: 5 } }]);
    expect(await aggregateOf(business.id)).toEqual({ averageRating: 0, totalReviews: 0 });
  });

  it("refuses the owner's account and anyone writing from the owner's address", async () => {
    const ownerAddress = uniqueIp();
    const { user, api } = await ownerAt(ownerAddress);
    const business = await businessOwnedBy(user.id, "Insider Salon");
    await api.reviews.requests.query({ businessId: business.id }); // the owner's session records its address
    const insider = { code: "FORBIDDEN", message: REVIEW_MESSAGES.insider };

    const byOwner = await createReviewRequest(business.id);
    expect(
      await outcome(
        api.reviews.submitWithLink.mutate({ code: byOwner.linkCode, reviewerName: "Me", ...reviewInput() }),
      ),
    ).toMatchObject(insider);
    const sameAddress = await createReviewRequest(business.id);
    expect(
      await outcome(
        server
          .client(undefined, { "x-forwarded-for": ownerAddress })
          .reviews.submitWithLink.mutate({ code: sameAddress.linkCode, reviewerName: "Friend", ...reviewInput() }),
      ),
    ).toMatchObject(insider);
    const member = await createUser({ roles: ["customer"], verified: true });
    const memberAtOwners = server.client(await sessionCookie(member, ["customer"]), {
      "x-forwarded-for": ownerAddress,
    });
    expect(
      await outcome(memberAtOwners.reviews.save.mutate({ businessId: business.id, ...reviewInput() })),
    ).toMatchObject(insider);
    // The account that sent the request is an insider too.
    const admin = await createUser({ roles: ["admin"] });
    const sentByAdmin = await createReviewRequest(business.id, { createdById: admin.id });
    const adminApi = server.client(await sessionCookie(admin, ["admin"]));
    expect(
      await outcome(
        adminApi.reviews.submitWithLink.mutate({ code: sentByAdmin.linkCode, reviewerName: "Admin", ...reviewInput() }),
      ),
    ).toMatchObject(insider);

    expect(await db.review.count({ where: { businessId: business.id } })).toBe(0);
    // The refused links were not used up.
    expect(await server.client().reviews.link.query({ code: sameAddress.linkCode })).toMatchObject({ state: "open" });
  });

  it("refuses a request to the owner's own address, the sender's or the business's", async () => {
    const { user, api } = await ownerAt(uniqueIp());
    const business = await businessOwnedBy(user.id, "Own Address Deli");
    const businessEmail = uniqueEmail("deli");
    await db.businessProfile.update({ where: { id: business.id }, data: { email: businessEmail } });
    const result = await api.reviews.sendRequests.mutate({
      businessId: business.id,
      customers: [
        { name: "Me", email: user.email!.toUpperCase() },
        { name: "Shop", email: businessEmail },
        { name: "Real", email: uniqueEmail("real") },
      ],
    });
    expect(result.sent.map((row) => row.name)).toEqual(["Real"]);
    expect(result.skipped).toEqual([
      { name: "Me", email: user.email!.toLowerCase(), reason: REVIEW_MESSAGES.ownAddress },
      { name: "Shop", email: businessEmail, reason: REVIEW_MESSAGES.ownAddress },
    ]);
    expect(
      await db.emailMessage.count({
        where: { toAddress: { in: [user.email!.toLowerCase(), businessEmail] }, templateKey: "review_request" },
      }),
    ).toBe(0);
  });
});

describe("proving an email address", () => {
  it("publishes at once for a verified member through a link, and waits for an unverified one", async () => {
    const business = await businessOwnedBy(null, "Proven Bakery");
    const verified = await server.clientAs(["customer"], { verified: true });
    const unverified = await server.clientAs(["customer"]);
    expect(
      await verified.api.reviews.link.query({ code: (await createReviewRequest(business.id)).linkCode }),
    ).toMatchObject({ confirmsByEmail: false });
    const first = await createReviewRequest(business.id);
    expect(
      await verified.api.reviews.submitWithLink.mutate({
        code: first.linkCode,
        reviewerName: "Vera",
        ...reviewInput(4),
      }),
    ).toMatchObject({ status: "published" });
    expect(await aggregateOf(business.id)).toEqual({ averageRating: 4, totalReviews: 1 });
    const second = await createReviewRequest(business.id);
    expect(
      await unverified.api.reviews.submitWithLink.mutate({
        code: second.linkCode,
        reviewerName: "Una",
        ...reviewInput(1),
      }),
    ).toMatchObject({ status: "pending_email" });
    expect(await aggregateOf(business.id)).toEqual({ averageRating: 4, totalReviews: 1 });
  });

  it("never publishes a review whose confirmation expired (7 days), and holds one without an address to confirm", async () => {
    const business = await businessOwnedBy(null, "Expired Confirm Spa");
    const request = await createReviewRequest(business.id);
    const { id } = await server
      .client()
      .reviews.submitWithLink.mutate({ code: request.linkCode, reviewerName: "Late", ...reviewInput(5) });
    const review = await db.review.findUniqueOrThrow({
      where: { id },
      select: { confirmExpiresAt: true, createdAt: true, confirmTokenHash: true },
    });
    expect(review.confirmExpiresAt!.getTime() - review.createdAt.getTime()).toBe(7 * 24 * HOUR);
    expect(review.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    await db.review.update({ where: { id }, data: { confirmExpiresAt: new Date(Date.now() - 1000) } });
    expect(
      await outcome(server.client().reviews.confirm.mutate({ token: await confirmTokenFor(request.customerEmail!) })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: REVIEW_MESSAGES.confirmInvalid,
    });
    expect(await statusOf(id)).toEqual({ status: "pending_email", heldReason: null });
    expect(await aggregateOf(business.id)).toEqual({ averageRating: 0, totalReviews: 0 });

    const noAddress = await createReviewRequest(business.id, { customerEmail: null });
    const held = await server
      .client()
      .reviews.submitWithLink.mutate({ code: noAddress.linkCode, reviewerName: "Nobody", ...reviewInput(5) });
    expect(held.status).toBe("held");
    expect(await statusOf(held.id)).toEqual({ status: "held", heldReason: "unconfirmed" });
  });
});

describe("integrity signals hold reviews for moderation", () => {
  it("holds a burst: more reviews in 24 hours than max(5, 3x the 30-day daily average)", async () => {
    const business = await businessOwnedBy(null, "Bursting Diner");
    for (let index = 0; index < 5; index++) await createReview(business.id, { createdAt: new Date(Date.now() - HOUR) });
    const { api } = await server.clientAs(["customer"]);
    const { id } = await api.reviews.save.mutate({ businessId: business.id, ...reviewInput(5) });
    expect(await statusOf(id)).toEqual({ status: "held", heldReason: "burst" });

    // A business that usually gets 4 a day (threshold 12) takes a sixth today without a hold.
    const busy = await businessOwnedBy(null, "Busy Diner");
    await db.review.createMany({
      data: Array.from({ length: 120 }, (_, index) => ({
        businessId: busy.id,
        reviewerName: "Regular",
        rating: 4,
        createdAt: new Date(Date.now() - (26 + (index % 29) * 24) * HOUR),
      })),
    });
    for (let index = 0; index < 5; index++) await createReview(busy.id, { createdAt: new Date(Date.now() - HOUR) });
    const fresh = await (
      await server.clientAs(["customer"])
    ).api.reviews.save.mutate({ businessId: busy.id, ...reviewInput(4) });
    expect(await statusOf(fresh.id)).toEqual({ status: "published", heldReason: null });
  });

  it("holds the same text (normalised) already on another business, and an edit that copies it", async () => {
    const text = `Best tacos in town, friendly staff! Order ${uniqueEmail("t")}`;
    const elsewhere = await businessOwnedBy(null, "Original Taqueria");
    await (
      await server.clientAs(["customer"])
    ).api.reviews.save.mutate({ businessId: elsewhere.id, ...reviewInput(5, text) });
    const business = await businessOwnedBy(null, "Copied Taqueria");
    const copier = await server.clientAs(["customer"]);
    const { id } = await copier.api.reviews.save.mutate({
      businessId: business.id,
      ...reviewInput(5, `  ${text.toUpperCase().replace(/,/g, " ,,")} `),
    });
    expect(await statusOf(id)).toEqual({ status: "held", heldReason: "same_text" });
    expect(await aggregateOf(business.id)).toEqual({ averageRating: 0, totalReviews: 0 });

    const editor = await server.clientAs(["customer"]);
    const own = await editor.api.reviews.save.mutate({ businessId: business.id, ...reviewInput(3) });
    expect(await statusOf(own.id)).toEqual({ status: "published", heldReason: null });
    await editor.api.reviews.save.mutate({ businessId: business.id, ...reviewInput(3, text) });
    expect(await statusOf(own.id)).toEqual({ status: "held", heldReason: "same_text" });
    expect(await aggregateOf(business.id)).toEqual({ averageRating: 0, totalReviews: 0 });
  });

  it("holds a third review from one client address in a day; an admin publishes it (audited) and it counts", async () => {
    const { api } = await server.clientAs(["customer"]);
    const [first, second, third] = [
      await businessOwnedBy(null),
      await businessOwnedBy(null),
      await businessOwnedBy(null),
    ];
    const results = [];
    for (const business of [first!, second!, third!])
      results.push(await api.reviews.save.mutate({ businessId: business.id, ...reviewInput(2) }));
    expect(results.map((result) => result.status)).toEqual(["published", "published", "held"]);
    expect(await statusOf(results[2]!.id)).toEqual({ status: "held", heldReason: "same_address" });
    expect(await aggregateOf(third!.id)).toEqual({ averageRating: 0, totalReviews: 0 });
    expect((await server.client().businessProfile.get.query({ key: third!.id }))?.reviews).toEqual([]);

    const { api: admin, user: adminUser } = await server.clientAs(["admin"]);
    const listed = await admin.adminReviews.list.query({ filters: { status: "held", businessId: third!.id } });
    expect(listed.reviews.map((row) => ({ id: row.id, heldReason: row.heldReason }))).toEqual([
      { id: results[2]!.id, heldReason: "same_address" },
    ]);
    expect(await admin.adminReviews.publish.mutate({ reviewId: results[2]!.id })).toEqual({
      id: results[2]!.id,
      status: "published",
      averageRating: 2,
      totalReviews: 1,
    });
    expect(await outcome(admin.adminReviews.publish.mutate({ reviewId: results[2]!.id }))).toMatchObject({
      code: "CONFLICT",
      message: REVIEW_MESSAGES.notHeld,
    });
    const entry = await db.auditLog.findFirstOrThrow({ where: { targetId: results[2]!.id, action: "review.publish" } });
    expect(entry.actorId).toBe(adminUser.id);
    expect(JSON.parse(entry.changes)).toMatchObject({
      before: { status: "held", heldReason: "same_address" },
      after: { status: "published", heldReason: null },
    });

    // An admin can hide a held review instead: it never counts.
    const other = await server.clientAs(["customer"]);
    const fourth = await businessOwnedBy(null);
    const held = await createReview(fourth.id, { status: "held" });
    await other.api.reviews.save.mutate({ businessId: fourth.id, ...reviewInput(5) });
    await admin.adminReviews.hide.mutate({ reviewId: held.id, reason: "Fake" });
    expect(await aggregateOf(fourth.id)).toEqual({ averageRating: 5, totalReviews: 1 });
  });
});

describe("extortion reports", () => {
  it("from the owner pause new reviews (held) until an admin resumes them; both audited", async () => {
    const { user: owner, api: ownerApi } = await ownerAt(uniqueIp());
    const business = await businessOwnedBy(owner.id, "Threatened Bistro");
    const review = await createReview(business.id, { rating: 1 });
    // A customer's extortion report is a report, not a pause.
    const customer = await server.clientAs(["customer"]);
    await customer.api.reviews.report.mutate({
      reviewId: review.id,
      reason: "extortion",
      note: "They asked me for money",
    });
    expect(
      await db.businessProfile.findUniqueOrThrow({ where: { id: business.id }, select: { reviewsPausedAt: true } }),
    ).toEqual({ reviewsPausedAt: null });

    expect(
      await ownerApi.reviews.report.mutate({
        reviewId: review.id,
        reason: "extortion",
        note: "Pay $500 or more 1-star reviews",
      }),
    ).toMatchObject({ reason: "extortion", paused: true });
    const paused = await db.businessProfile.findUniqueOrThrow({
      where: { id: business.id },
      select: { reviewsPausedAt: true },
    });
    expect(paused.reviewsPausedAt).toBeInstanceOf(Date);
    expect(
      await db.auditLog.findFirst({
        where: { targetId: business.id, action: "business.pauseReviews" },
        select: { actorId: true },
      }),
    ).toEqual({ actorId: owner.id });

    const { id } = await (
      await server.clientAs(["customer"])
    ).api.reviews.save.mutate({ businessId: business.id, ...reviewInput(1) });
    expect(await statusOf(id)).toEqual({ status: "held", heldReason: "paused" });

    const { api: admin, user: adminUser } = await server.clientAs(["admin"]);
    expect((await admin.adminReviews.paused.query()).map((row) => row.id)).toContain(business.id);
    await admin.adminReviews.resumeReviews.mutate({ businessId: business.id });
    expect(await outcome(admin.adminReviews.resumeReviews.mutate({ businessId: business.id }))).toMatchObject({
      code: "CONFLICT",
      message: REVIEW_MESSAGES.notPaused,
    });
    expect((await admin.adminReviews.paused.query()).map((row) => row.id)).not.toContain(business.id);
    const resumed = await db.auditLog.findFirstOrThrow({
      where: { targetId: business.id, action: "business.resumeReviews" },
    });
    expect(resumed.actorId).toBe(adminUser.id);
    expect(JSON.parse(resumed.changes)).toMatchObject({ after: { reviewsPausedAt: null } });

    const after = await (
      await server.clientAs(["customer"])
    ).api.reviews.save.mutate({ businessId: business.id, ...reviewInput(4) });
    expect(await statusOf(after.id)).toEqual({ status: "published", heldReason: null });
  });
});

describe("limits on reports and helpful marks", () => {
  it(`refuse reports beyond ${REPORT_LIMITS.account} an hour from one account and ${REPORT_LIMITS.address} from one address`, async () => {
    const business = await businessOwnedBy(null);
    const reviews = await Promise.all(
      Array.from({ length: REPORT_LIMITS.address + 1 }, () => createReview(business.id)),
    );
    const address = uniqueIp();
    const clientAt = async () =>
      server.client(await sessionCookie(await createUser(), ["customer"]), { "x-forwarded-for": address });
    const first = await clientAt();
    const results = [];
    for (const review of reviews.slice(0, REPORT_LIMITS.account + 1))
      results.push(await outcome(first.reviews.report.mutate({ reviewId: review.id, reason: "spam" })));
    expect(results.slice(0, REPORT_LIMITS.account)).toEqual(Array(REPORT_LIMITS.account).fill("ok"));
    expect(results.at(-1)).toEqual(
      expect.objectContaining({ code: "TOO_MANY_REQUESTS", message: REVIEW_MESSAGES.tooManyReports }),
    );

    const second = await clientAt();
    for (const review of reviews.slice(0, REPORT_LIMITS.address - REPORT_LIMITS.account - 1))
      await second.reviews.report.mutate({ reviewId: review.id, reason: "spam" });
    // The address has used its 20 (10 + 1 refused + 9): the next account there is refused at once.
    const third = await clientAt();
    expect(await outcome(third.reviews.report.mutate({ reviewId: reviews[0]!.id, reason: "spam" }))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: REVIEW_MESSAGES.tooManyReports,
    });
  });

  it(`refuse helpful marks beyond ${HELPFUL_LIMITS.account} an hour from one account`, async () => {
    const business = await businessOwnedBy(null);
    await db.review.createMany({
      data: Array.from({ length: HELPFUL_LIMITS.account + 1 }, () => ({
        businessId: business.id,
        reviewerName: "Helpful",
        rating: 4,
      })),
    });
    const reviews = await db.review.findMany({ where: { businessId: business.id }, select: { id: true } });
    const { api } = await server.clientAs(["customer"]);
    const results = [];
    for (const review of reviews) results.push(await outcome(api.reviews.markHelpful.mutate({ reviewId: review.id })));
    expect(results.filter((result) => result === "ok")).toHaveLength(HELPFUL_LIMITS.account);
    expect(results.at(-1)).toMatchObject({ code: "TOO_MANY_REQUESTS", message: REVIEW_MESSAGES.tooManyHelpful });
  });
});

describe("admins acting for a business they do not own", () => {
  it("leave an audit entry for replies and requests; the owner's own do not", async () => {
    const { user: owner, api: ownerApi } = await ownerAt(uniqueIp());
    const business = await businessOwnedBy(owner.id, "Audited Garage");
    const review = await createReview(business.id);
    const { api: admin, user: adminUser } = await server.clientAs(["admin"]);

    await ownerApi.reviews.reply.mutate({ reviewId: review.id, text: "Thanks from the owner" });
    expect(await db.auditLog.count({ where: { targetId: review.id } })).toBe(0);
    await admin.reviews.reply.mutate({ reviewId: review.id, text: "Thanks from LocalHub" });
    await admin.reviews.removeReply.mutate({ reviewId: review.id });
    const replies = await db.auditLog.findMany({
      where: { targetId: review.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { action: true, actorId: true, targetType: true },
    });
    expect(replies).toEqual([
      { action: "review.reply", actorId: adminUser.id, targetType: "review" },
      { action: "review.removeReply", actorId: adminUser.id, targetType: "review" },
    ]);

    const customer = uniqueEmail("audited");
    await admin.reviews.sendRequests.mutate({ businessId: business.id, customers: [{ name: "Cal", email: customer }] });
    const request = await db.reviewRequest.findFirstOrThrow({
      where: { businessId: business.id, customerEmail: customer },
    });
    await admin.reviews.resendRequest.mutate({ requestId: request.id });
    const sends = await db.auditLog.findMany({
      where: { targetId: business.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { action: true, actorId: true, changes: true },
    });
    expect(sends.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["reviewRequest.send", adminUser.id],
      ["reviewRequest.resend", adminUser.id],
    ]);
    expect(JSON.parse(sends[0]!.changes)).toMatchObject({ after: { count: 1, emails: [customer] } });

    await ownerApi.reviews.sendRequests.mutate({
      businessId: business.id,
      customers: [{ name: "Own", email: uniqueEmail("own") }],
    });
    expect(await db.auditLog.count({ where: { targetId: business.id } })).toBe(2);
  });
});

describe("what owners can do", () => {
  it("is reply and report: no review procedure outside moderation hides, orders or removes another's review", () => {
    const reviewProcedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith("reviews."));
    expect(reviewProcedures.sort()).toEqual(
      [
        "confirm",
        "delete",
        // The owner's inbox only reads their businesses' reviews, as the profile shows them.
        "inbox",
        "link",
        "markHelpful",
        "removeReply",
        "reply",
        "report",
        "requests",
        "resendRequest",
        "save",
        "sendRequests",
        "submitWithLink",
        "viewer",
      ].map((name) => `reviews.${name}`),
    );
  });

  it("a review of a business by another author cannot be deleted by its owner", async () => {
    const { user: owner, api } = await ownerAt(uniqueIp());
    const business = await businessOwnedBy(owner.id);
    const review = await createReview(business.id, { userId: (await createUser()).id });
    expect(await outcome(api.reviews.delete.mutate({ reviewId: review.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(
      await outcome(api.adminReviews.hide.mutate({ reviewId: review.id, reason: "Bad for business" })),
    ).toMatchObject({ code: "FORBIDDEN" });
    expect(await statusOf(review.id)).toEqual({ status: "published", heldReason: null });
  });
});

describe("the same neutral request for everyone", () => {
  const INCENTIVE_OR_GATE =
    /\b(5|five)[ -]stars?\b|discount|coupon|reward|gift card|free\b|prize|\bhappy\b|unhappy|privately|tell us first|positive review/i;

  it("has no incentive or gating words in the request and confirmation emails", () => {
    for (const key of ["review_request", "review_confirm"]) {
      const template = DEFAULT_EMAIL_TEMPLATES.find((candidate) => candidate.key === key)!;
      for (const text of [template.subject, template.bodyText, template.bodyHtml ?? ""])
        expect(text, key).not.toMatch(INCENTIVE_OR_GATE);
    }
  });

  it("has none on the /review/{code} page and its form", () => {
    for (const file of ["src/app/review/[code]/page.tsx", "src/features/reviews/components/link-review-form.tsx"]) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(INCENTIVE_OR_GATE);
    }
  });
});
