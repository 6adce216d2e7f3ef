// The owner's reviews inbox over real HTTP: only the caller's businesses' published reviews, newest
// first, the unanswered filter and both counts, one business at a time, paging, and a reply taking
// a review out of the unanswered list.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { REVIEW_INBOX_PAGE_SIZE } from "@/features/reviews/types";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { ensureEmailTemplates } from "../helpers/email";
import { ensureCities } from "../helpers/waitlist";
import { businessOwnedBy, createReview } from "../helpers/reviews";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureCities();
  await ensureEmailTemplates();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("the owner's reviews inbox", () => {
  it("lists only the caller's businesses' published reviews, newest first, with the unanswered filter and counts", async () => {
    const { api, user } = await server.clientAs(["business_owner"], { verified: true });
    const stranger = await server.clientAs(["business_owner"]);
    const bakery = await businessOwnedBy(user.id, "Inbox Bakery");
    const garage = await businessOwnedBy(user.id, "Inbox Garage");
    const elsewhere = await businessOwnedBy(stranger.user.id, "Someone Else's Shop");
    const oldest = await createReview(bakery.id, { reviewerName: "Ada", createdAt: minutesAgo(30) });
    const answered = await createReview(garage.id, { reviewerName: "Bea", createdAt: minutesAgo(20) });
    await db.review.update({ where: { id: answered.id }, data: { replyText: "Thank you!", repliedAt: new Date() } });
    const newest = await createReview(garage.id, { reviewerName: "Cy", rating: 2, createdAt: minutesAgo(10) });
    await createReview(bakery.id, { reviewerName: "Held", status: "held", createdAt: minutesAgo(5) });
    await createReview(bakery.id, { reviewerName: "Hidden", status: "hidden", createdAt: minutesAgo(5) });
    await createReview(elsewhere.id, { reviewerName: "Not yours", createdAt: minutesAgo(1) });

    const all = await api.reviews.inbox.query({});
    expect(all.items.map((item) => item.reviewerName)).toEqual(["Cy", "Bea", "Ada"]);
    expect(all.counts).toEqual({ all: 3, unanswered: 2 });
    expect(all.total).toBe(3);
    expect(all.businesses.map((business) => business.businessName)).toEqual(["Inbox Bakery", "Inbox Garage"]);
    expect(all.items[0]).toMatchObject({
      id: newest.id,
      rating: 2,
      replyText: null,
      business: { id: garage.id, businessName: "Inbox Garage", citySlug: garage.citySlug, slug: garage.slug },
    });
    expect(all.items[1]).toMatchObject({ replyText: "Thank you!" });

    const open = await api.reviews.inbox.query({ filter: "unanswered" });
    expect(open.items.map((item) => item.id)).toEqual([newest.id, oldest.id]);
    expect(open.total).toBe(2);

    const bakeryOnly = await api.reviews.inbox.query({ businessId: bakery.id });
    expect(bakeryOnly.items.map((item) => item.reviewerName)).toEqual(["Ada"]);
    expect(bakeryOnly.counts).toEqual({ all: 1, unanswered: 1 });

    // Another owner's business answers as an unknown one, and they never see these reviews.
    expect(await outcome(api.reviews.inbox.query({ businessId: elsewhere.id }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await outcome(api.reviews.inbox.query({ businessId: "no-such-business" }))).toMatchObject({
      code: "NOT_FOUND",
    });
    const theirs = await stranger.api.reviews.inbox.query({});
    expect(theirs.items.map((item) => item.reviewerName)).toEqual(["Not yours"]);

    // Replying from the inbox takes the review out of the unanswered list.
    await api.reviews.reply.mutate({ reviewId: newest.id, text: "Sorry to hear it; please call us." });
    const after = await api.reviews.inbox.query({ filter: "unanswered" });
    expect(after.items.map((item) => item.id)).toEqual([oldest.id]);
    expect(after.counts).toEqual({ all: 3, unanswered: 1 });
  });

  it("pages newest first without repeating or losing a review", async () => {
    const { api, user } = await server.clientAs(["business_owner"]);
    const business = await businessOwnedBy(user.id, "Busy Diner");
    const count = REVIEW_INBOX_PAGE_SIZE + 3;
    const ids: string[] = [];
    for (let index = 0; index < count; index++)
      ids.push(
        (await createReview(business.id, { reviewerName: `R${index}`, createdAt: minutesAgo(count - index) })).id,
      );
    const first = await api.reviews.inbox.query({ page: 1 });
    const second = await api.reviews.inbox.query({ page: 2 });
    expect(first.items).toHaveLength(REVIEW_INBOX_PAGE_SIZE);
    expect(second.items).toHaveLength(3);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([...ids].reverse());
    expect(first.total).toBe(count);
    expect((await api.reviews.inbox.query({ page: 3 })).items).toEqual([]);
  });

  it("refuses bad input with a clear message, and customers", async () => {
    const { api } = await server.clientAs(["business_owner"]);
    expect(await outcome(api.reviews.inbox.query({ page: 0 }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await outcome(api.reviews.inbox.query({ page: 251 }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "There are at most 250 pages.",
    });
    expect(await outcome(api.reviews.inbox.query({ filter: "everything" as unknown as "all" }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { filter: expect.any(Array) },
    });
    const customer = await server.clientAs(["customer"]);
    expect(await outcome(customer.api.reviews.inbox.query({}))).toMatchObject({ code: "FORBIDDEN" });
  });

  it("shows an owner without businesses an empty inbox", async () => {
    const { api } = await server.clientAs(["business_owner"]);
    expect(await api.reviews.inbox.query({ filter: "unanswered" })).toMatchObject({
      businesses: [],
      items: [],
      counts: { all: 0, unanswered: 0 },
      total: 0,
    });
  });
});
