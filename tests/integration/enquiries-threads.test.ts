// Threads through the HTTP API: the owner's first reply marks the thread answered and sets its
// first response; each side is told of the other's messages (bell and outbox, never the text) and
// sees them; closing, reopening and reporting; another owner's or customer's thread answers
// NOT_FOUND; the inbox's filters; and the profile's response time against a hand-computed median.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { ENQUIRY_MESSAGES } from "@/features/enquiries/types";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { ensureEmailTemplates } from "../helpers/email";
import { networkBusiness } from "../helpers/network";
import { enquiryCustomer, enquiryInput, enquiryOwner, storedEnquiry } from "../helpers/enquiries";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureEmailTemplates();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const notFound = { code: "NOT_FOUND", message: ENQUIRY_MESSAGES.notFound };

async function newThread(options: { ownerName?: string; customerName?: string } = {}) {
  const owner = await enquiryOwner(server.url(), { name: options.ownerName });
  const customer = await enquiryCustomer(server.url(), { displayName: options.customerName });
  const { id } = await customer.api.enquiries.send.mutate(enquiryInput(owner.business.id));
  return { owner, customer, id };
}

describe("a conversation", () => {
  it("answers, tells each side of the other's messages, and shows them both", async () => {
    const { owner, customer, id } = await newThread({ ownerName: "Harbor Bikes", customerName: "Robin Quinn" });
    const answer = "Yes, we open at 8 on Saturdays. Bring the bike in any time.";
    await owner.api.enquiries.answer.mutate({ enquiryId: id, message: answer });

    const stored = await db.enquiry.findUniqueOrThrow({ where: { id } });
    expect(stored.status).toBe("answered");
    expect(stored.firstResponseAt).not.toBeNull();
    expect(stored.firstResponseAt!.getTime()).toBeGreaterThanOrEqual(stored.createdAt.getTime());

    // The customer: a bell notice and an email with the business's name and a link, not the answer.
    const [notice] = await db.notification.findMany({ where: { userId: customer.user.id, type: "enquiry_answered" } });
    expect(notice).toMatchObject({
      title: "Harbor Bikes replied to your enquiry",
      link: `/customer-dashboard/enquiries/${id}`,
    });
    expect(await customer.api.notifications.unreadCount.query()).toBe(1);
    const emails = await db.emailMessage.findMany({
      where: { toAddress: customer.user.email!, templateKey: "enquiry_answered" },
    });
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Harbor Bikes replied to your enquiry");
    expect(emails[0]!.bodyText).toContain("Hi Robin,");
    expect(emails[0]!.bodyText).toContain(`/customer-dashboard/enquiries/${id}`);
    expect(JSON.stringify(emails[0])).not.toContain("Saturdays");

    // The customer sees it: unread in their list until they open the thread.
    expect((await customer.api.enquiries.mine.query({})).items[0]).toMatchObject({
      id,
      status: "answered",
      unread: true,
    });
    const thread = await customer.api.enquiries.thread.query({ enquiryId: id });
    expect(thread.messages.map((message) => [message.fromBusiness, message.body])).toEqual([
      [false, expect.stringContaining("Saturday morning")],
      [true, answer],
    ]);
    expect((await customer.api.enquiries.mine.query({})).items[0]).toMatchObject({ unread: false });

    // The customer replies: the owner is told, and the thread is unread in their inbox again.
    await customer.api.enquiries.reply.mutate({ enquiryId: id, message: "Great, see you at 9." });
    const ownerEmails = await db.emailMessage.findMany({
      where: { toAddress: owner.user.email!, templateKey: "enquiry_customer_reply" },
    });
    expect(ownerEmails).toHaveLength(1);
    expect(ownerEmails[0]!.subject).toBe("Robin replied about their enquiry to Harbor Bikes");
    expect(JSON.stringify(ownerEmails[0])).not.toContain("see you at 9");
    expect(
      await db.notification.count({
        where: { userId: owner.user.id, type: "enquiry_customer_reply", link: `/dashboard/enquiries/${id}` },
      }),
    ).toBe(1);
    expect((await owner.api.enquiries.inbox.query({})).items[0]).toMatchObject({
      id,
      status: "answered",
      unread: true,
    });
    const ownerView = await owner.api.enquiries.ownerThread.query({ enquiryId: id });
    expect(ownerView.messages.map((message) => message.body).at(-1)).toBe("Great, see you at 9.");
    expect(ownerView.customerName).toBe("Robin Quinn");

    // A second answer keeps the first response time.
    await owner.api.enquiries.answer.mutate({ enquiryId: id, message: "See you then." });
    const after = await db.enquiry.findUniqueOrThrow({ where: { id } });
    expect(after.firstResponseAt).toEqual(stored.firstResponseAt);
    expect(await db.enquiryMessage.count({ where: { enquiryId: id } })).toBe(4);
  });

  it("refuses replies on a closed thread until its owner reopens it", async () => {
    const { owner, customer, id } = await newThread();
    expect(await owner.api.enquiries.setOpen.mutate({ enquiryId: id, open: false })).toEqual({ status: "closed" });
    expect(await owner.api.enquiries.setOpen.mutate({ enquiryId: id, open: false })).toEqual({ status: "closed" });
    const closed = { code: "CONFLICT", message: ENQUIRY_MESSAGES.closed };
    expect(await outcome(customer.api.enquiries.reply.mutate({ enquiryId: id, message: "Hello?" }))).toMatchObject(
      closed,
    );
    expect(await outcome(owner.api.enquiries.answer.mutate({ enquiryId: id, message: "Hi" }))).toMatchObject(closed);
    expect((await customer.api.enquiries.thread.query({ enquiryId: id })).status).toBe("closed");

    expect(await owner.api.enquiries.setOpen.mutate({ enquiryId: id, open: true })).toEqual({ status: "new" });
    await owner.api.enquiries.answer.mutate({ enquiryId: id, message: "Sorry, we are back." });
    await owner.api.enquiries.setOpen.mutate({ enquiryId: id, open: false });
    expect(await owner.api.enquiries.setOpen.mutate({ enquiryId: id, open: true })).toEqual({ status: "answered" });
    expect(await outcome(customer.api.enquiries.reply.mutate({ enquiryId: id, message: "Thanks!" }))).toBe("ok");
  });

  it("asks a customer whose address is no longer verified to verify it before replying", async () => {
    const { customer, id } = await newThread();
    await db.user.update({ where: { id: customer.user.id }, data: { emailVerifiedAt: null } });
    expect(await outcome(customer.api.enquiries.reply.mutate({ enquiryId: id, message: "Any news?" }))).toMatchObject({
      code: "FORBIDDEN",
      message: ENQUIRY_MESSAGES.verifyToReply,
    });
  });
});

describe("who reaches a thread", () => {
  it("answers NOT_FOUND to another owner and another customer, as to an unknown id", async () => {
    const { owner, customer, id } = await newThread();
    const otherOwner = await enquiryOwner(server.url());
    const otherCustomer = await enquiryCustomer(server.url());
    for (const enquiryId of [id, "no-such-enquiry"]) {
      expect(await outcome(otherOwner.api.enquiries.ownerThread.query({ enquiryId }))).toMatchObject(notFound);
      expect(await outcome(otherOwner.api.enquiries.answer.mutate({ enquiryId, message: "Mine?" }))).toMatchObject(
        notFound,
      );
      expect(await outcome(otherOwner.api.enquiries.setOpen.mutate({ enquiryId, open: false }))).toMatchObject(
        notFound,
      );
      expect(await outcome(otherOwner.api.enquiries.report.mutate({ enquiryId, reason: "spam" }))).toMatchObject(
        notFound,
      );
      expect(await outcome(otherCustomer.api.enquiries.thread.query({ enquiryId }))).toMatchObject(notFound);
      expect(await outcome(otherCustomer.api.enquiries.reply.mutate({ enquiryId, message: "Me?" }))).toMatchObject(
        notFound,
      );
    }
    // The customer is no owner of the business, and the owner no party to the customer's side.
    expect(await outcome(owner.api.enquiries.thread.query({ enquiryId: id }))).toMatchObject(notFound);
    expect(await outcome(owner.api.enquiries.reply.mutate({ enquiryId: id, message: "As customer" }))).toMatchObject(
      notFound,
    );
    expect(await outcome(otherOwner.api.enquiries.inbox.query({ businessId: owner.business.id }))).toMatchObject({
      code: "NOT_FOUND",
      message: BUSINESS_NOT_FOUND,
    });
    expect(
      await outcome(otherOwner.api.enquiries.setEnabled.mutate({ businessId: owner.business.id, enabled: false })),
    ).toMatchObject({ code: "NOT_FOUND", message: BUSINESS_NOT_FOUND });
    expect((await otherOwner.api.enquiries.inbox.query({})).total).toBe(0);
    expect((await otherCustomer.api.enquiries.mine.query({})).total).toBe(0);
    expect(await db.enquiryMessage.count({ where: { enquiryId: id } })).toBe(1);
    expect((await db.enquiry.findUniqueOrThrow({ where: { id } })).status).toBe("new");
    expect(customer.user.id).not.toBe(otherCustomer.user.id);
  });
});

describe("reporting", () => {
  it("holds a reported thread out of the inbox; the customer sees it waiting and cannot reply", async () => {
    const { owner, customer, id } = await newThread();
    expect(await owner.api.enquiries.report.mutate({ enquiryId: id, reason: "spam", note: "Sells SEO" })).toEqual({
      reported: true,
    });
    expect(await db.enquiry.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "held",
      heldReason: "reported",
      openReports: 1,
    });
    expect(await db.enquiryReport.findMany({ where: { enquiryId: id } })).toMatchObject([
      { userId: owner.user.id, reason: "spam", note: "Sells SEO" },
    ]);
    expect((await owner.api.enquiries.inbox.query({})).total).toBe(0);
    expect(await outcome(owner.api.enquiries.ownerThread.query({ enquiryId: id }))).toMatchObject(notFound);
    expect(await outcome(owner.api.enquiries.report.mutate({ enquiryId: id, reason: "spam" }))).toMatchObject(notFound);
    expect((await customer.api.enquiries.thread.query({ enquiryId: id })).status).toBe("held");
    expect(await outcome(customer.api.enquiries.reply.mutate({ enquiryId: id, message: "Hello?" }))).toMatchObject({
      code: "CONFLICT",
      message: ENQUIRY_MESSAGES.held,
    });
  });
});

describe("the inbox", () => {
  it("spans the owner's businesses, filters by business, status and unread, and counts each", async () => {
    const owner = await enquiryOwner(server.url());
    const second = await networkBusiness(owner.user.id, { name: "Second Shop" });
    const ids: string[] = [];
    for (const businessId of [owner.business.id, owner.business.id, second.id, second.id]) {
      const customer = await enquiryCustomer(server.url());
      ids.push((await customer.api.enquiries.send.mutate(enquiryInput(businessId))).id);
    }
    await owner.api.enquiries.answer.mutate({ enquiryId: ids[0]!, message: "Answered." });
    await owner.api.enquiries.setOpen.mutate({ enquiryId: ids[1]!, open: false });
    await owner.api.enquiries.ownerThread.query({ enquiryId: ids[2]! });

    const all = await owner.api.enquiries.inbox.query({});
    expect(all.businesses.map((business) => business.id).sort()).toEqual([owner.business.id, second.id].sort());
    expect(all.counts).toEqual({ all: 4, new: 2, answered: 1, closed: 1, unread: 2 });
    const ids_ = (inbox: { items: Array<{ id: string }> }) => inbox.items.map((item) => item.id).sort();
    expect(ids_(await owner.api.enquiries.inbox.query({ filter: "new" }))).toEqual([ids[2], ids[3]].sort());
    expect(ids_(await owner.api.enquiries.inbox.query({ filter: "answered" }))).toEqual([ids[0]]);
    expect(ids_(await owner.api.enquiries.inbox.query({ filter: "closed" }))).toEqual([ids[1]]);
    expect(ids_(await owner.api.enquiries.inbox.query({ filter: "unread" }))).toEqual([ids[1], ids[3]].sort());
    expect(ids_(await owner.api.enquiries.inbox.query({ businessId: second.id }))).toEqual([ids[2], ids[3]].sort());
    // Newest activity first: the answered thread moved to the top.
    expect(all.items[0]!.id).toBe(ids[0]);
  });
  it("pages through the threads of several businesses newest activity first", async () => {
    const owner = await enquiryOwner(server.url());
    const second = await networkBusiness(owner.user.id, { name: "Paging Shop" });
    const start = Date.now() - 30 * DAY;
    // 25 threads, alternating in runs between the two businesses, each an hour newer than the last.
    const stored: string[] = [];
    for (let k = 0; k < 25; k++) {
      const businessId = Math.floor(k / 3) % 2 === 0 ? owner.business.id : second.id;
      stored.push(
        (await storedEnquiry(businessId, { createdAt: new Date(start + k * HOUR), respondedAfterMs: null })).id,
      );
    }
    const newestFirst = [...stored].reverse();
    const page = async (n: number) => (await owner.api.enquiries.inbox.query({ page: n })).items.map((item) => item.id);
    expect(await page(1)).toEqual(newestFirst.slice(0, 20));
    expect(await page(2)).toEqual(newestFirst.slice(20));
    expect((await owner.api.enquiries.inbox.query({ page: 2 })).total).toBe(25);
    expect(await outcome(owner.api.enquiries.inbox.query({ page: 251 }))).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("the response time on the profile", () => {
  it("equals the hand-computed median of the last 90 days' first responses", async () => {
    const owner = await enquiryOwner(server.url());
    const businessId = owner.business.id;
    const now = Date.now();
    // Counted: waits of 1 h 30 min, 3 h, 5 h 10 min, 26 h and one unanswered (slower than all).
    // Sorted, the middle one is 5 h 10 min: rounded up, "within 6 hours".
    for (const [daysAgo, wait] of [
      [2, 1.5 * HOUR],
      [10, 3 * HOUR],
      [30, 5 * HOUR + 10 * 60_000],
      [60, 26 * HOUR],
      [1, null],
    ] as const)
      await storedEnquiry(businessId, { createdAt: new Date(now - daysAgo * DAY), respondedAfterMs: wait });
    // Not counted: older than 90 days, held, removed.
    await storedEnquiry(businessId, { createdAt: new Date(now - 91 * DAY), respondedAfterMs: 100 * HOUR });
    await storedEnquiry(businessId, { createdAt: new Date(now - DAY), respondedAfterMs: null, status: "held" });
    await storedEnquiry(businessId, { createdAt: new Date(now - DAY), respondedAfterMs: null, status: "removed" });
    const profile = async () => (await server.client().businessProfile.get.query({ key: businessId }))!.responseHours;
    expect(await profile()).toBe(6);

    // Two more unanswered ones: of 7, the middle is the 26 h one.
    await storedEnquiry(businessId, { createdAt: new Date(now - HOUR), respondedAfterMs: null });
    await storedEnquiry(businessId, { createdAt: new Date(now - HOUR), respondedAfterMs: null });
    expect(await profile()).toBe(26);
    // A third: of 8, the two middle ones are 26 h and an unanswered one, so nothing is shown.
    await storedEnquiry(businessId, { createdAt: new Date(now - HOUR), respondedAfterMs: null });
    expect(await profile()).toBeNull();
  });

  it("shows nothing under 3 enquiries, and follows answers given through the inbox", async () => {
    const { owner, id } = await newThread();
    const profile = async () =>
      (await server.client().businessProfile.get.query({ key: owner.business.id }))!.responseHours;
    expect(await profile()).toBeNull();
    await owner.api.enquiries.answer.mutate({ enquiryId: id, message: "Right away." });
    expect(await profile()).toBeNull();
    for (let k = 0; k < 2; k++) {
      const customer = await enquiryCustomer(server.url());
      const sent = await customer.api.enquiries.send.mutate(enquiryInput(owner.business.id));
      await owner.api.enquiries.answer.mutate({ enquiryId: sent.id, message: "Right away." });
    }
    expect(await profile()).toBe(1);
  });
});
