// Sending an enquiry through the HTTP API: what the owner is told (bell and outbox, never the
// text), the insights count, and every refusal: no proven email, the sender's own business, a
// business not taking enquiries or not listed, links in a first message, the limits per account and
// per client address, and the same text to many businesses held for moderation.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { flushInsights } from "@/features/insights/record";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { INVALID_TEXT_MESSAGE } from "@/lib/text";
import { ENQUIRIES_PER_ADDRESS_PER_HOUR, ENQUIRIES_PER_HOUR, ENQUIRY_MESSAGES } from "@/features/enquiries/types";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { ensureEmailTemplates } from "../helpers/email";
import { uniqueIp } from "../helpers/waitlist";
import { networkBusiness } from "../helpers/network";
import { enquiryCustomer, enquiryInput, enquiryOwner } from "../helpers/enquiries";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureEmailTemplates();
});

const refused = (code: string, message: string) => ({ code, message });

describe("sending an enquiry", () => {
  it("reaches the owner's inbox, tells them by bell and email without the text, and counts in insights", async () => {
    const owner = await enquiryOwner(server.url(), { name: "Bright Plumbing" });
    const customer = await enquiryCustomer(server.url(), { displayName: "Jamie Lee Rivera" });
    const input = enquiryInput(owner.business.id, { subject: "Leaking kitchen tap" });
    const sent = await customer.api.enquiries.send.mutate(input);
    expect(sent.status).toBe("new");

    const inbox = await owner.api.enquiries.inbox.query({});
    expect(inbox.items).toMatchObject([
      { id: sent.id, subject: "Leaking kitchen tap", status: "new", unread: true, customerName: "Jamie Lee Rivera" },
    ]);
    expect(inbox.counts).toMatchObject({ all: 1, new: 1, answered: 0, closed: 0, unread: 1 });
    const mine = await customer.api.enquiries.mine.query({});
    expect(mine.items).toMatchObject([{ id: sent.id, status: "new", unread: false }]);

    const [notice] = await db.notification.findMany({ where: { userId: owner.user.id, type: "enquiry_received" } });
    expect(notice).toMatchObject({
      link: `/dashboard/enquiries/${sent.id}`,
      title: "New question for Bright Plumbing",
    });
    const emails = await db.emailMessage.findMany({
      where: { toAddress: owner.user.email!, templateKey: "enquiry_received" },
    });
    expect(emails).toHaveLength(1);
    const email = JSON.stringify(emails[0]);
    expect(email).toContain("Bright Plumbing");
    expect(email).toContain("Jamie sent");
    expect(email).toContain(`/dashboard/enquiries/${sent.id}`);
    for (const typed of [input.subject, input.message, "Rivera"]) expect(email).not.toContain(typed);

    await flushInsights();
    const days = await db.businessInsightDay.findMany({ where: { businessId: owner.business.id } });
    expect(days.reduce((sum, day) => sum + day.enquiries, 0)).toBe(1);
  });

  it("takes a quote request with an email address in it, and keeps the message as written", async () => {
    const owner = await enquiryOwner(server.url());
    const customer = await enquiryCustomer(server.url());
    const message = "Please quote a new water heater, 50 gallons.\nReach me at jamie.rivera@example.com.";
    const sent = await customer.api.enquiries.send.mutate({
      businessId: owner.business.id,
      kind: "quote",
      subject: "Water heater",
      message,
    });
    const thread = await owner.api.enquiries.ownerThread.query({ enquiryId: sent.id });
    expect(thread).toMatchObject({ kind: "quote", subject: "Water heater", status: "new" });
    expect(thread.messages).toMatchObject([{ fromBusiness: false, body: message }]);
  });
});

describe("refusals", () => {
  it("asks for a proven email, refuses the sender's own business, and a business not listed or unowned", async () => {
    const owner = await enquiryOwner(server.url());
    const unverified = await enquiryCustomer(server.url(), { verified: false });
    expect(await outcome(unverified.api.enquiries.send.mutate(enquiryInput(owner.business.id)))).toMatchObject(
      refused("FORBIDDEN", ENQUIRY_MESSAGES.verifyEmail),
    );
    expect(await outcome(owner.api.enquiries.send.mutate(enquiryInput(owner.business.id)))).toMatchObject(
      refused("BAD_REQUEST", ENQUIRY_MESSAGES.ownBusiness),
    );

    const customer = await enquiryCustomer(server.url());
    const waiting = await networkBusiness(owner.user.id, { awaitingApproval: true });
    const inactive = await networkBusiness(owner.user.id, { active: false });
    const unowned = await networkBusiness(null);
    for (const business of [waiting, inactive])
      expect(await outcome(customer.api.enquiries.send.mutate(enquiryInput(business.id)))).toMatchObject(
        refused("NOT_FOUND", BUSINESS_NOT_FOUND),
      );
    expect(await outcome(customer.api.enquiries.send.mutate(enquiryInput(unowned.id)))).toMatchObject(
      refused("FORBIDDEN", ENQUIRY_MESSAGES.notTaking),
    );
    expect(await outcome(customer.api.enquiries.send.mutate(enquiryInput("no-such-business")))).toMatchObject(
      refused("NOT_FOUND", BUSINESS_NOT_FOUND),
    );
    expect(await db.enquiry.count({ where: { customerId: { in: [unverified.user.id, customer.user.id] } } })).toBe(0);
  });

  it("refuses enquiries while the owner has turned them off, and takes them again once on", async () => {
    const owner = await enquiryOwner(server.url());
    const customer = await enquiryCustomer(server.url());
    expect(await owner.api.enquiries.setEnabled.mutate({ businessId: owner.business.id, enabled: false })).toEqual({
      enabled: false,
    });
    expect(await outcome(customer.api.enquiries.send.mutate(enquiryInput(owner.business.id)))).toMatchObject(
      refused("FORBIDDEN", ENQUIRY_MESSAGES.notTaking),
    );
    const profile = await server.client().businessProfile.get.query({ key: owner.business.id });
    expect(profile?.enquiriesEnabled).toBe(false);

    await owner.api.enquiries.setEnabled.mutate({ businessId: owner.business.id, enabled: true });
    expect(await outcome(customer.api.enquiries.send.mutate(enquiryInput(owner.business.id)))).toBe("ok");
  });

  it("refuses a link in a first message or its subject, and text too long, with the field named", async () => {
    const owner = await enquiryOwner(server.url());
    const customer = await enquiryCustomer(server.url());
    const send = (overrides: { subject?: string; message?: string }) =>
      outcome(customer.api.enquiries.send.mutate(enquiryInput(owner.business.id, overrides)));
    for (const message of [
      "See https://cheap-offers.example.net for details",
      "Visit www.cheap-offers.biz today",
      "Great deals at cheap-offers.com, call now",
      "Our site: CHEAP.XYZ",
      "Look at spam.co.uk/deals",
    ]) {
      expect(await send({ message }), message).toMatchObject({
        code: "BAD_REQUEST",
        message: ENQUIRY_MESSAGES.noLinks,
        fieldErrors: { message: [ENQUIRY_MESSAGES.noLinks] },
      });
    }
    expect(await send({ subject: "Deals at deals.shop" })).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { subject: [ENQUIRY_MESSAGES.noLinks] },
    });
    expect(await send({ subject: "x".repeat(121) })).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { subject: ["The subject must be at most 120 characters."] },
    });
    expect(await send({ message: "y".repeat(2001) })).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { message: ["The message must be at most 2,000 characters."] },
    });
    expect(await send({ message: "   " })).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { message: [expect.any(String)] },
    });
    for (const bad of ["nul\u0000byte", "lone \ud800 surrogate"])
      expect(await send({ message: bad })).toMatchObject({
        code: "BAD_REQUEST",
        fieldErrors: { message: [INVALID_TEXT_MESSAGE] },
      });
    expect(await db.enquiry.count({ where: { customerId: customer.user.id } })).toBe(0);
    // Ordinary text with dots, times and abbreviations is not a link.
    expect(await send({ message: "Is 8.30 a.m. OK? The U.S. address is on St. Louis Ave., e.g. unit 3.5." })).toBe(
      "ok",
    );
  });
});

describe("limits", () => {
  it(`admits ${ENQUIRIES_PER_HOUR} enquiries an hour per account`, async () => {
    const owner = await enquiryOwner(server.url());
    const customer = await enquiryCustomer(server.url());
    for (let sent = 0; sent < ENQUIRIES_PER_HOUR; sent++)
      expect(await outcome(customer.api.enquiries.send.mutate(enquiryInput(owner.business.id)))).toBe("ok");
    expect(await outcome(customer.api.enquiries.send.mutate(enquiryInput(owner.business.id)))).toMatchObject(
      refused("TOO_MANY_REQUESTS", ENQUIRY_MESSAGES.tooManyEnquiries),
    );
    expect(await db.enquiry.count({ where: { customerId: customer.user.id } })).toBe(ENQUIRIES_PER_HOUR);
  });

  it("admits 20 enquiries a day per account", async () => {
    const owner = await enquiryOwner(server.url());
    const customer = await enquiryCustomer(server.url());
    // Twenty sends spread over the day, as the day's counter holds them.
    await db.rateLimitBucket.create({
      data: {
        key: `enquiries:account-day:${customer.user.id}`,
        count: 20,
        resetAt: BigInt(Date.now() + 12 * 60 * 60 * 1000),
      },
    });
    expect(await outcome(customer.api.enquiries.send.mutate(enquiryInput(owner.business.id)))).toMatchObject(
      refused("TOO_MANY_REQUESTS", ENQUIRY_MESSAGES.tooManyEnquiries),
    );
  });

  it(`admits ${ENQUIRIES_PER_ADDRESS_PER_HOUR} enquiries an hour per client address, whoever sends them`, async () => {
    const owner = await enquiryOwner(server.url());
    const headers = { "x-forwarded-for": uniqueIp() };
    const accounts = Math.ceil(ENQUIRIES_PER_ADDRESS_PER_HOUR / ENQUIRIES_PER_HOUR) + 1;
    const customers = await Promise.all(
      Array.from({ length: accounts }, () => enquiryCustomer(server.url(), { headers })),
    );
    for (let sent = 0; sent < ENQUIRIES_PER_ADDRESS_PER_HOUR; sent++) {
      const customer = customers[Math.floor(sent / ENQUIRIES_PER_HOUR)]!;
      expect(await outcome(customer.api.enquiries.send.mutate(enquiryInput(owner.business.id)))).toBe("ok");
    }
    const fresh = customers.at(-1)!;
    expect(await outcome(fresh.api.enquiries.send.mutate(enquiryInput(owner.business.id)))).toMatchObject(
      refused("TOO_MANY_REQUESTS", ENQUIRY_MESSAGES.tooManyEnquiries),
    );
    // The same account from another address is still welcome.
    const elsewhere = await enquiryCustomer(server.url());
    expect(await outcome(elsewhere.api.enquiries.send.mutate(enquiryInput(owner.business.id)))).toBe("ok");
  });
});

describe("the same text to many businesses", () => {
  it("holds the third business's copy and later ones for moderation, and tells those owners nothing", async () => {
    const owners = [];
    for (let k = 0; k < 4; k++) owners.push(await enquiryOwner(server.url()));
    const text = "Hello! We offer SEO services for your business; reply to learn more. Special price this week.";
    const variants = [text, text.toUpperCase(), `  ${text.replaceAll(";", ",")}!!`, text];
    const sent = [];
    for (const [k, owner] of owners.entries()) {
      const customer = await enquiryCustomer(server.url());
      sent.push(await customer.api.enquiries.send.mutate(enquiryInput(owner.business.id, { message: variants[k]! })));
    }
    expect(sent.map((enquiry) => enquiry.status)).toEqual(["new", "new", "held", "held"]);
    const held = await db.enquiry.findMany({ where: { id: { in: [sent[2]!.id, sent[3]!.id] } } });
    expect(held.map((enquiry) => enquiry.heldReason)).toEqual(["same_text", "same_text"]);
    for (const [k, owner] of owners.entries()) {
      const told = await db.notification.count({ where: { userId: owner.user.id, type: "enquiry_received" } });
      expect(told).toBe(k < 2 ? 1 : 0);
      expect((await owner.api.enquiries.inbox.query({})).total).toBe(k < 2 ? 1 : 0);
    }
  });

  it("does not count the same text to one business twice", async () => {
    const [first, second] = [await enquiryOwner(server.url()), await enquiryOwner(server.url())];
    const message = `Do you repair antique clocks? ${Date.now()}`;
    const statuses = [];
    for (const business of [first.business, first.business, second.business]) {
      const customer = await enquiryCustomer(server.url());
      statuses.push((await customer.api.enquiries.send.mutate(enquiryInput(business.id, { message }))).status);
    }
    expect(statuses).toEqual(["new", "new", "new"]);
  });
});
