// Reviews end to end through the HTTP API: request links (limits, states, resend), link reviews
// (once, even when raced), member reviews, replies, helpful marks, reports, hiding, rate limits.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { MAX_REQUESTS_PER_ACCOUNT_PER_DAY, MAX_REQUESTS_PER_DAY, REVIEW_MESSAGES } from "@/features/reviews/schema";
import { storedAverage } from "@/features/reviews/aggregate";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { ensureEmailTemplates, realEmail } from "../helpers/email";
import { uniqueEmail } from "../helpers/factories";
import { ensureCities } from "../helpers/waitlist";
import { businessOwnedBy, confirmTokenFor, createReview, createReviewRequest, reviewInput } from "../helpers/reviews";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureCities();
  await ensureEmailTemplates();
});

async function storedAggregate(businessId: string) {
  return db.businessProfile.findUniqueOrThrow({
    where: { id: businessId },
    select: { averageRating: true, totalReviews: true },
  });
}

describe("review requests", () => {
  it("sends one link per customer by email, skips customers asked in the last 30 days, and lists each request's state", async () => {
    const { api, user } = await server.clientAs(["business_owner"], { verified: true });
    const business = await businessOwnedBy(user.id, "Requesting Salon");
    const first = uniqueEmail("ann");
    const result = await api.reviews.sendRequests.mutate({
      businessId: business.id,
      customers: [
        { name: "Ann", email: first.toUpperCase() },
        { name: "Bo", email: uniqueEmail("bo") },
      ],
    });
    expect(result.sent.map((row) => row.email)).toContain(first);
    expect(result.skipped).toEqual([]);

    const again = await api.reviews.sendRequests.mutate({
      businessId: business.id,
      customers: [{ name: "Ann", email: first }],
    });
    expect(again).toEqual({
      sent: [],
      skipped: [{ name: "Ann", email: first, reason: REVIEW_MESSAGES.askedRecently }],
    });

    const requests = await db.reviewRequest.findMany({ where: { businessId: business.id } });
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      // Only the code's SHA-256 is stored: the code exists in the customer's email alone.
      expect(request.linkCodeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(request.expiresAt!.getTime() - request.createdAt.getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    }
    const ann = requests.find((request) => request.customerEmail === first)!;
    const email = realEmail(
      await db.emailMessage.findFirstOrThrow({ where: { toAddress: first, templateKey: "review_request" } }),
    );
    expect(email.subject).toBe("How was your visit to Requesting Salon?");
    const code = /\/review\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/.exec(email.bodyText)![1]!;
    expect(createHash("sha256").update(code).digest("hex")).toBe(ann.linkCodeHash);

    const listed = await api.reviews.requests.query({ businessId: business.id });
    expect(listed.map((row) => row.state)).toEqual(["sent", "sent"]);
    // The owner never sees a usable link.
    expect(JSON.stringify(listed)).not.toContain(code);
    for (const row of listed) expect(row).not.toHaveProperty("link");
    await server.client().reviews.link.query({ code });
    expect(
      (await api.reviews.requests.query({ businessId: business.id })).find((row) => row.id === ann.id),
    ).toMatchObject({ state: "opened" });

    const expired = await createReviewRequest(business.id, { expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await api.reviews.requests.query({ businessId: business.id })).find((row) => row.id === expired.id),
    ).toMatchObject({ state: "expired", canResend: false });
  });

  it("resends an open request once, with a new link (the first stops working)", async () => {
    const { api, user } = await server.clientAs(["business_owner"], { verified: true });
    const business = await businessOwnedBy(user.id);
    const request = await createReviewRequest(business.id);
    await api.reviews.resendRequest.mutate({ requestId: request.id });
    expect(
      await db.emailMessage.count({ where: { toAddress: request.customerEmail!, templateKey: "review_request" } }),
    ).toBe(1);
    const resent = realEmail(
      await db.emailMessage.findFirstOrThrow({
        where: { toAddress: request.customerEmail!, templateKey: "review_request" },
      }),
    );
    const code = /\/review\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/.exec(resent.bodyText)![1]!;
    expect(await server.client().reviews.link.query({ code })).toMatchObject({ state: "open" });
    expect(await server.client().reviews.link.query({ code: request.linkCode })).toBeNull();
    expect(await outcome(api.reviews.resendRequest.mutate({ requestId: request.id }))).toMatchObject({
      code: "CONFLICT",
      message: REVIEW_MESSAGES.resendUsed,
    });
    expect((await api.reviews.requests.query({ businessId: business.id }))[0]).toMatchObject({
      resent: true,
      canResend: false,
    });
  });

  it(`sends at most ${MAX_REQUESTS_PER_DAY} requests a day per business`, async () => {
    const { api, user } = await server.clientAs(["business_owner"], { verified: true });
    const business = await businessOwnedBy(user.id);
    await db.reviewRequest.createMany({
      data: Array.from({ length: MAX_REQUESTS_PER_DAY - 1 }, (_, index) => ({
        businessId: business.id,
        linkCodeHash: `limit-${business.id}-${index}`,
        customerEmail: `c${index}@example.com`,
      })),
    });
    const result = await api.reviews.sendRequests.mutate({
      businessId: business.id,
      customers: [1, 2, 3].map((index) => ({ name: `Late ${index}`, email: uniqueEmail(`late${index}`) })),
    });
    expect(result.sent).toHaveLength(1);
    expect(result.skipped.map((row) => row.reason)).toEqual([REVIEW_MESSAGES.dailyLimit, REVIEW_MESSAGES.dailyLimit]);
    expect(await db.reviewRequest.count({ where: { businessId: business.id } })).toBe(MAX_REQUESTS_PER_DAY);
  });

  it("refuses other owners' businesses and requests as not found, and validates the batch", async () => {
    const owner = await server.clientAs(["business_owner"], { verified: true });
    const stranger = await server.clientAs(["business_owner"], { verified: true });
    const business = await businessOwnedBy(owner.user.id);
    const request = await createReviewRequest(business.id);
    const notFound = { code: "NOT_FOUND" };
    expect(await outcome(stranger.api.reviews.requests.query({ businessId: business.id }))).toMatchObject(notFound);
    expect(await outcome(stranger.api.reviews.resendRequest.mutate({ requestId: request.id }))).toMatchObject(notFound);
    expect(
      await outcome(
        stranger.api.reviews.sendRequests.mutate({
          businessId: business.id,
          customers: [{ name: "X", email: uniqueEmail() }],
        }),
      ),
    ).toMatchObject(notFound);
    const tooMany = Array.from({ length: 101 }, (_, index) => ({ name: `C${index}`, email: `c${index}@example.com` }));
    expect(
      await outcome(owner.api.reviews.sendRequests.mutate({ businessId: business.id, customers: tooMany })),
    ).toMatchObject({ code: "BAD_REQUEST", message: "Send at most 100 requests at once." });
    expect(
      await outcome(
        owner.api.reviews.sendRequests.mutate({
          businessId: business.id,
          customers: [{ name: "Bad", email: "not-an-email" }],
        }),
      ),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "Enter a valid email address.",
    });
  });
});

describe("review requests are no mail relay", () => {
  it("ask the owner for a verified email address and a live listing, and refuse a name that is a link", async () => {
    const { api, user } = await server.clientAs(["business_owner"]);
    const business = await businessOwnedBy(user.id, "Unproven Spa");
    const customers = [{ name: "Ann", email: uniqueEmail("relay") }];
    expect(await outcome(api.reviews.sendRequests.mutate({ businessId: business.id, customers }))).toMatchObject({
      code: "FORBIDDEN",
      message: REVIEW_MESSAGES.verifyFirst,
    });
    const request = await createReviewRequest(business.id);
    expect(await outcome(api.reviews.resendRequest.mutate({ requestId: request.id }))).toMatchObject({
      code: "FORBIDDEN",
      message: REVIEW_MESSAGES.verifyFirst,
    });
    expect(
      await db.emailMessage.count({ where: { toAddress: { in: [customers[0]!.email, request.customerEmail!] } } }),
    ).toBe(0);

    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    await db.businessProfile.update({ where: { id: business.id }, data: { active: false, awaitingApproval: true } });
    expect(await outcome(api.reviews.sendRequests.mutate({ businessId: business.id, customers }))).toMatchObject({
      code: "FORBIDDEN",
      message: REVIEW_MESSAGES.notLive,
    });
    await db.businessProfile.update({ where: { id: business.id }, data: { active: true, awaitingApproval: false } });

    for (const name of ["Win at evil.example", "https://x.test", "www.prize", "<b>Ann</b>"]) {
      expect(
        await outcome(
          api.reviews.sendRequests.mutate({
            businessId: business.id,
            customers: [{ name, email: uniqueEmail("relay") }],
          }),
        ),
      ).toMatchObject({
        code: "BAD_REQUEST",
        message: REVIEW_MESSAGES.nameNotALink,
      });
    }
  });

  it("put only the customer's first name in the email", async () => {
    const { api, user } = await server.clientAs(["business_owner"], { verified: true });
    const business = await businessOwnedBy(user.id, "First Name Cafe");
    const email = uniqueEmail("named");
    await api.reviews.sendRequests.mutate({
      businessId: business.id,
      customers: [{ name: "Ann Marie Call-Me-Now Smith", email }],
    });
    const sent = await db.emailMessage.findFirstOrThrow({ where: { toAddress: email, templateKey: "review_request" } });
    expect(sent.bodyText).toContain("Hi Ann,");
    expect(sent.bodyText).not.toContain("Marie");
    expect(sent.bodyHtml).not.toContain("Call-Me-Now");
  });

  it(`cap an owner account at ${MAX_REQUESTS_PER_ACCOUNT_PER_DAY} requests a day across its businesses`, async () => {
    const { api, user } = await server.clientAs(["business_owner"], { verified: true });
    const [first, second] = [await businessOwnedBy(user.id), await businessOwnedBy(user.id)];
    await db.reviewRequest.createMany({
      data: Array.from({ length: MAX_REQUESTS_PER_ACCOUNT_PER_DAY - 1 }, (_, index) => ({
        businessId: index % 2 ? first!.id : second!.id,
        linkCodeHash: `account-${user.id}-${index}`,
        customerEmail: `a${index}@example.com`,
        createdById: user.id,
      })),
    });
    const third = await businessOwnedBy(user.id);
    const result = await api.reviews.sendRequests.mutate({
      businessId: third.id,
      customers: [1, 2, 3].map((index) => ({ name: `Late ${index}`, email: uniqueEmail(`acct${index}`) })),
    });
    expect(result.sent).toHaveLength(1);
    expect(result.skipped.map((row) => row.reason)).toEqual([
      REVIEW_MESSAGES.accountDailyLimit,
      REVIEW_MESSAGES.accountDailyLimit,
    ]);
  });

  it("limit sends per account", async () => {
    const { api, user } = await server.clientAs(["business_owner"], { verified: true });
    const business = await businessOwnedBy(user.id);
    const customers = [{ name: "Once", email: uniqueEmail("once") }];
    const results = [];
    for (let i = 0; i < 21; i++)
      results.push(await outcome(api.reviews.sendRequests.mutate({ businessId: business.id, customers })));
    expect(results.slice(0, 20)).toEqual(Array(20).fill("ok"));
    expect(results[20]).toMatchObject({ code: "TOO_MANY_REQUESTS", message: REVIEW_MESSAGES.tooManyRequestBatches });
    expect(await db.reviewRequest.count({ where: { businessId: business.id } })).toBe(1);
  });

  it("ask an owner to verify their email address before replying", async () => {
    const owner = await server.clientAs(["business_owner"]);
    const business = await businessOwnedBy(owner.user.id);
    const review = await createReview(business.id);
    expect(await outcome(owner.api.reviews.reply.mutate({ reviewId: review.id, text: "Visit my site" }))).toMatchObject(
      { code: "FORBIDDEN", message: REVIEW_MESSAGES.verifyBeforeReplying },
    );
    expect(await db.review.findUniqueOrThrow({ where: { id: review.id }, select: { replyText: true } })).toEqual({
      replyText: null,
    });
  });
});

describe("reviews through a request link", () => {
  it("waits for the request's address to confirm, then publishes once, updates the aggregate, notifies the owner and refuses the link", async () => {
    const { user: owner, api: ownerApi } = await server.clientAs(["business_owner"]);
    const business = await businessOwnedBy(owner.id, "Linked Bakery");
    const stateOfRequest = async () =>
      (await ownerApi.reviews.requests.query({ businessId: business.id })).find((row) => row.id === request.id);
    const request = await createReviewRequest(business.id, { customerName: "Dana Diaz" });
    const visitor = server.client();
    expect(await visitor.reviews.link.query({ code: request.linkCode })).toMatchObject({
      state: "open",
      reviewerName: "Dana Diaz",
      business: { name: "Linked Bakery", city: "Austin" },
      confirmsByEmail: true,
    });

    const submitted = await visitor.reviews.submitWithLink.mutate({
      code: request.linkCode,
      reviewerName: "Dana D.",
      ...reviewInput(4),
    });
    expect(submitted).toMatchObject({
      status: "pending_email",
      profilePath: `/business/${business.citySlug}/${business.slug}`,
    });
    expect(await db.review.findFirstOrThrow({ where: { businessId: business.id } })).toMatchObject({
      origin: "invited",
      reviewRequestId: request.id,
      reviewerName: "Dana D.",
      rating: 4,
      userId: null,
      status: "pending_email",
    });
    // Held: not public, not counted, and the owner hears nothing yet.
    expect(await storedAggregate(business.id)).toEqual({ averageRating: 0, totalReviews: 0 });
    expect((await visitor.businessProfile.get.query({ key: business.id }))?.reviews).toEqual([]);
    expect(await db.notification.count({ where: { userId: owner.id, type: "new_review" } })).toBe(0);
    // The owner's list says the customer has written it and must still confirm it.
    expect(await stateOfRequest()).toMatchObject({ state: "confirming", canResend: false });

    const token = await confirmTokenFor(request.customerEmail!);
    expect(await visitor.reviews.confirm.mutate({ token })).toEqual({
      status: "published",
      profilePath: submitted.profilePath,
    });
    expect(await outcome(visitor.reviews.confirm.mutate({ token }))).toMatchObject({
      code: "BAD_REQUEST",
      message: REVIEW_MESSAGES.confirmInvalid,
    });
    expect(await storedAggregate(business.id)).toEqual({ averageRating: 4, totalReviews: 1 });
    expect(
      await db.notification.findFirst({ where: { userId: owner.id, type: "new_review" }, select: { title: true } }),
    ).toEqual({ title: "Linked Bakery received a new review" });
    expect(await db.emailMessage.count({ where: { toAddress: owner.email!, templateKey: "new_review" } })).toBe(1);
    expect(await stateOfRequest()).toMatchObject({ state: "reviewed", canResend: false });

    expect(
      await outcome(
        visitor.reviews.submitWithLink.mutate({ code: request.linkCode, reviewerName: "Dana", ...reviewInput(1) }),
      ),
    ).toMatchObject({ code: "CONFLICT", message: "Thanks — this link has already been used" });
    expect(await visitor.reviews.link.query({ code: request.linkCode })).toMatchObject({ state: "used" });
    expect(await storedAggregate(business.id)).toEqual({ averageRating: 4, totalReviews: 1 });
  });

  it("answers expired and unknown links clearly", async () => {
    const business = await businessOwnedBy(null);
    const expired = await createReviewRequest(business.id, { expiresAt: new Date(Date.now() - 1000) });
    const visitor = server.client();
    expect(await visitor.reviews.link.query({ code: expired.linkCode })).toMatchObject({ state: "expired" });
    expect(
      await outcome(
        visitor.reviews.submitWithLink.mutate({ code: expired.linkCode, reviewerName: "Late", ...reviewInput() }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: REVIEW_MESSAGES.linkExpired });
    expect(await visitor.reviews.link.query({ code: "no-such-code" })).toBeNull();
    expect(
      await outcome(
        visitor.reviews.submitWithLink.mutate({ code: "no-such-code", reviewerName: "X", ...reviewInput() }),
      ),
    ).toMatchObject({ code: "NOT_FOUND", message: REVIEW_MESSAGES.linkNotFound });
    expect(
      await outcome(
        visitor.reviews.submitWithLink.mutate({
          code: expired.linkCode,
          reviewerName: "X",
          rating: 6,
          title: "",
          text: "short",
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("makes exactly one review of many simultaneous submissions of one link", async () => {
    const business = await businessOwnedBy(null);
    const request = await createReviewRequest(business.id);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        outcome(
          server.client().reviews.submitWithLink.mutate({
            code: request.linkCode,
            reviewerName: `Racer ${index}`,
            ...reviewInput((index % 5) + 1),
          }),
        ),
      ),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(1);
    for (const result of results.filter((result) => result !== "ok"))
      expect(result).toMatchObject({ code: "CONFLICT", message: REVIEW_MESSAGES.linkUsed });
    const reviews = await db.review.findMany({ where: { businessId: business.id } });
    expect(reviews).toMatchObject([{ status: "pending_email" }]);
    expect(await storedAggregate(business.id)).toEqual({ averageRating: 0, totalReviews: 0 });
  });
});

describe("member reviews", () => {
  it("keeps one review per account and business: saving again replaces it and the aggregate follows", async () => {
    const business = await businessOwnedBy(null);
    const { api, user } = await server.clientAs(["customer"]);
    const other = await server.clientAs(["customer"]);
    expect(await api.reviews.save.mutate({ businessId: business.id, ...reviewInput(2) })).toMatchObject({
      created: true,
    });
    await other.api.reviews.save.mutate({ businessId: business.id, ...reviewInput(5) });
    expect(await storedAggregate(business.id)).toEqual({ averageRating: 3.5, totalReviews: 2 });
    expect(
      await api.reviews.save.mutate({
        businessId: business.id,
        ...reviewInput(4, "Better on a second visit, and quick too."),
      }),
    ).toMatchObject({ created: false });
    expect(await storedAggregate(business.id)).toEqual({ averageRating: 4.5, totalReviews: 2 });
    const mine = await db.review.findMany({ where: { businessId: business.id, userId: user.id } });
    expect(mine).toMatchObject([
      {
        rating: 4,
        comment: "Better on a second visit, and quick too.",
        origin: "member",
        reviewerName: user.displayName,
      },
    ]);
    expect((await api.reviews.viewer.query({ businessId: business.id })).myReview).toMatchObject({ rating: 4 });
    expect(
      await outcome(api.reviews.save.mutate({ businessId: business.id, rating: 4, title: "", text: "Too short" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { text: ["Review must be at least 20 characters."] },
    });

    expect(await outcome(other.api.reviews.delete.mutate({ reviewId: mine[0]!.id }))).toMatchObject({
      code: "NOT_FOUND",
    });
    await api.reviews.delete.mutate({ reviewId: mine[0]!.id });
    expect(await storedAggregate(business.id)).toEqual({ averageRating: 5, totalReviews: 1 });
  });

  it("refuses an owner's review of their own business", async () => {
    const { api, user } = await server.clientAs(["business_owner"]);
    const business = await businessOwnedBy(user.id);
    expect(await outcome(api.reviews.save.mutate({ businessId: business.id, ...reviewInput() }))).toMatchObject({
      code: "FORBIDDEN",
      message: "You cannot review your own business.",
    });
    expect(await api.reviews.viewer.query({ businessId: business.id })).toMatchObject({
      ownsBusiness: true,
      canReply: true,
    });
    const request = await createReviewRequest(business.id);
    expect(
      await outcome(
        api.reviews.submitWithLink.mutate({ code: request.linkCode, reviewerName: "Me", ...reviewInput() }),
      ),
    ).toMatchObject({
      code: "FORBIDDEN",
      message: "You cannot review a business you own or work for.",
    });
  });

  it("limits review submissions per account and per address", async () => {
    const { api } = await server.clientAs(["customer"]);
    const business = await businessOwnedBy(null);
    for (let index = 0; index < 10; index++)
      await api.reviews.save.mutate({ businessId: business.id, ...reviewInput((index % 5) + 1) });
    expect(await outcome(api.reviews.save.mutate({ businessId: business.id, ...reviewInput() }))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: REVIEW_MESSAGES.tooManySubmissions,
    });

    const address = { "x-forwarded-for": "203.0.113.77" };
    const results = [];
    for (let index = 0; index < 21; index++)
      results.push(
        await outcome(
          server
            .client(undefined, address)
            .reviews.submitWithLink.mutate({ code: `unknown-${index}`, reviewerName: "X", ...reviewInput() }),
        ),
      );
    expect(results.slice(0, 20)).toEqual(
      Array.from({ length: 20 }, () => expect.objectContaining({ code: "NOT_FOUND" })),
    );
    expect(results[20]).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  });
});

describe("replies, helpful marks, reports and hiding", () => {
  it("lets the owner reply once (editable, removable) and tells the reviewer; other owners get not found", async () => {
    const owner = await server.clientAs(["business_owner"], { verified: true });
    const stranger = await server.clientAs(["business_owner"], { verified: true });
    const reviewer = await server.clientAs(["customer"]);
    const business = await businessOwnedBy(owner.user.id, "Replying Garage");
    const { id: reviewId } = await reviewer.api.reviews.save.mutate({ businessId: business.id, ...reviewInput(3) });

    expect(await outcome(stranger.api.reviews.reply.mutate({ reviewId, text: "Not mine" }))).toMatchObject({
      code: "NOT_FOUND",
      message: REVIEW_MESSAGES.reviewNotFound,
    });
    expect(await outcome(stranger.api.reviews.removeReply.mutate({ reviewId }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await outcome(reviewer.api.reviews.reply.mutate({ reviewId, text: "Replying to myself" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await outcome(owner.api.reviews.reply.mutate({ reviewId, text: "x".repeat(1001) }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Reply must be at most 1,000 characters.",
    });

    await owner.api.reviews.reply.mutate({ reviewId, text: "Thanks for coming in!" });
    await owner.api.reviews.reply.mutate({ reviewId, text: "Thanks for coming in, see you soon!" });
    expect(await db.review.findUniqueOrThrow({ where: { id: reviewId }, select: { replyText: true } })).toEqual({
      replyText: "Thanks for coming in, see you soon!",
    });
    expect(
      await db.notification.findMany({
        where: { userId: reviewer.user.id, type: "review_reply" },
        select: { title: true },
      }),
    ).toEqual([{ title: "Replying Garage replied to your review" }]);
    expect(
      await db.emailMessage.count({ where: { toAddress: reviewer.user.email!, templateKey: "review_reply" } }),
    ).toBe(1);

    await owner.api.reviews.removeReply.mutate({ reviewId });
    expect(
      await db.review.findUniqueOrThrow({ where: { id: reviewId }, select: { replyText: true, repliedAt: true } }),
    ).toEqual({ replyText: null, repliedAt: null });
  });

  it("counts one helpful mark and one report per account", async () => {
    const business = await businessOwnedBy(null);
    const review = await createReview(business.id);
    const { api } = await server.clientAs(["customer"]);
    expect(await api.reviews.markHelpful.mutate({ reviewId: review.id })).toMatchObject({ helpfulCount: 1 });
    expect(await outcome(api.reviews.markHelpful.mutate({ reviewId: review.id }))).toMatchObject({
      code: "CONFLICT",
      message: REVIEW_MESSAGES.alreadyHelpful,
    });
    await api.reviews.report.mutate({ reviewId: review.id, reason: "conflict_of_interest" });
    expect(await outcome(api.reviews.report.mutate({ reviewId: review.id, reason: "spam" }))).toMatchObject({
      code: "CONFLICT",
      message: REVIEW_MESSAGES.alreadyReported,
    });
    expect(await outcome(api.reviews.report.mutate({ reviewId: review.id, reason: "other" }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { note: ["Tell us what is wrong with this review."] },
    });
    const { api: admin } = await server.clientAs(["admin"]);
    const listed = await admin.adminReviews.list.query({ filters: { businessId: business.id, reported: true } });
    expect(
      listed.reviews.map((row) => ({
        id: row.id,
        openReports: row.openReports,
        reasons: row.reports.map((report) => report.reason),
      })),
    ).toEqual([{ id: review.id, openReports: 1, reasons: ["conflict_of_interest"] }]);
  });

  it("takes a hidden review out of the aggregate and the profile, and puts it back on restore", async () => {
    const business = await businessOwnedBy(null);
    const first = await server.clientAs(["customer"]);
    const second = await server.clientAs(["customer"]);
    const { id: lowId } = await first.api.reviews.save.mutate({ businessId: business.id, ...reviewInput(1) });
    await second.api.reviews.save.mutate({ businessId: business.id, ...reviewInput(5) });
    const { api: admin } = await server.clientAs(["admin"]);
    expect(await admin.adminReviews.hide.mutate({ reviewId: lowId, reason: "Abusive language" })).toMatchObject({
      status: "hidden",
      averageRating: 5,
      totalReviews: 1,
    });
    expect(await storedAggregate(business.id)).toEqual({ averageRating: 5, totalReviews: 1 });
    const profile = await server.client().businessProfile.get.query({ key: business.id });
    expect(profile?.reviews.map((review) => review.id)).not.toContain(lowId);
    expect(await outcome(admin.adminReviews.hide.mutate({ reviewId: lowId, reason: "Again" }))).toMatchObject({
      code: "CONFLICT",
      message: REVIEW_MESSAGES.alreadyHidden,
    });
    await admin.adminReviews.restore.mutate({ reviewId: lowId });
    expect(await storedAggregate(business.id)).toEqual({ averageRating: storedAverage(6, 2), totalReviews: 2 });
  });
});

describe("reviews on the profile", () => {
  it("shows newest first, most helpful and lowest rated, ten a page, without emails", async () => {
    const business = await businessOwnedBy(null);
    const base = Date.now() - 100 * 60 * 1000;
    await db.review.createMany({
      data: Array.from({ length: 12 }, (_, index) => ({
        businessId: business.id,
        reviewerName: `Reviewer ${index}`,
        rating: (index % 5) + 1,
        helpfulCount: index === 3 ? 9 : 0,
        comment: "Visit https://example.com for <b>more</b>",
        createdAt: new Date(base + index * 60 * 1000),
      })),
    });
    const api = server.client();
    const newest = await api.businessProfile.get.query({ key: business.id });
    expect(newest?.reviews.map((review) => review.reviewerName)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Reviewer ${11 - index}`),
    );
    expect(newest?.reviewPages).toBe(2);
    expect(Object.keys(newest!.reviews[0]!)).not.toContain("email");
    const helpful = await api.businessProfile.get.query({ key: business.id, reviewsSort: "helpful" });
    expect(helpful?.reviews[0]?.reviewerName).toBe("Reviewer 3");
    const lowest = await api.businessProfile.get.query({ key: business.id, reviewsSort: "lowest", reviewsPage: 1 });
    expect(lowest?.reviews.slice(0, 3).map((review) => [review.rating, review.reviewerName])).toEqual([
      [1, "Reviewer 10"],
      [1, "Reviewer 5"],
      [1, "Reviewer 0"],
    ]);
  });
});
