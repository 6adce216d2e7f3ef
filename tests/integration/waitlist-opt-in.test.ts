// Double opt-in for waitlist sign-ups: a join queues the confirmation link and nothing else; the
// link works once, cannot be guessed, and only then is the welcome email queued. Area launches and
// claim invitations skip addresses that were never confirmed.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { WAITLIST_CONFIRM_MESSAGES } from "@/features/waitlist/schema";
import { apiClient, outcome, startApiServer, type ApiClient } from "../helpers/http";
import { createUser, sessionCookie } from "../helpers/factories";
import { ensureEmailTemplates, realEmailsTo } from "../helpers/email";
import {
  createCategory,
  createCategoryPair,
  createWaitlistEntry,
  ensureCities,
  joinInput,
  randomZip,
  uniqueIp,
} from "../helpers/waitlist";

let server: Awaited<ReturnType<typeof startApiServer>>;
let pair: Awaited<ReturnType<typeof createCategoryPair>>;
let admin: ApiClient;
const client = (ip = uniqueIp()) => apiClient(server.url, undefined, { "x-forwarded-for": ip });

beforeAll(async () => {
  server = await startApiServer();
  await Promise.all([ensureCities(), ensureEmailTemplates()]);
  pair = await createCategoryPair();
  const user = await createUser({ roles: ["admin"] });
  admin = apiClient(server.url, await sessionCookie(user, ["admin"]));
});
afterAll(async () => {
  await ensureEmailTemplates();
  await server.close();
});

/** The emails as delivered, working links included (the table keeps them redacted). */
const emailsTo = (to: string) => realEmailsTo(to);
const linkToken = (bodyText: string) => /\/waitlist\/confirm\?token=([A-Za-z0-9_-]+)/.exec(bodyText)?.[1] ?? "";

/** Joins and returns the entry id and the token of its confirmation email. */
async function join(overrides: Parameters<typeof joinInput>[1] = {}) {
  const input = joinInput(pair, overrides);
  const { id } = await client().waitlist.join.mutate(input);
  const [confirmation] = await emailsTo(input.email);
  return { id, input, token: linkToken(confirmation?.bodyText ?? "") };
}

describe("joining", () => {
  it("queues only the confirmation email, which carries nothing the visitor typed", async () => {
    const input = joinInput(pair, {
      businessName: "Buy cheap pills at spam.example",
      ownerName: "Visit spam.example now",
      location: "round rock 78664",
    });
    const { id } = await client().waitlist.join.mutate({ ...input, email: input.email.toUpperCase() });
    expect(await outcome(client().waitlist.join.mutate(input))).toMatchObject({ code: "CONFLICT" });

    const messages = await emailsTo(input.email);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      templateKey: "waitlist_confirm",
      status: "outbox",
      subject: "Confirm your email for the LocalHub waitlist",
    });
    const token = linkToken(messages[0]!.bodyText);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(messages[0]!.bodyHtml).toContain(`/waitlist/confirm?token=${token}`);
    const everything = messages[0]!.subject + messages[0]!.bodyText + messages[0]!.bodyHtml;
    for (const typed of ["spam.example", "round rock", "Visit"]) expect(everything).not.toContain(typed);
    // The table keeps the link without its token.
    const stored = await db.emailMessage.findUniqueOrThrow({
      where: { id: messages[0]!.id },
      select: { bodyText: true, bodyHtml: true },
    });
    expect(stored.bodyText).toContain("/waitlist/confirm?token=[removed]");
    expect(JSON.stringify(stored)).not.toContain(token);

    // Only the token's hash is stored.
    const entry = await db.waitlistEntry.findUniqueOrThrow({ where: { id } });
    expect(entry.emailConfirmedAt).toBeNull();
    expect(entry.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it("queues the confirmation from the shipped template when the database lacks it", async () => {
    await db.emailTemplate.delete({ where: { key: "waitlist_confirm" } });
    try {
      const input = joinInput(pair);
      const { id } = await client().waitlist.join.mutate(input);
      expect(await db.waitlistEntry.findUnique({ where: { id }, select: { email: true } })).toEqual({
        email: input.email,
      });
      expect(
        await db.emailMessage.findMany({
          where: { toAddress: input.email },
          select: { status: true, templateKey: true },
        }),
      ).toEqual([{ status: "outbox", templateKey: "waitlist_confirm" }]);
    } finally {
      await ensureEmailTemplates();
    }
  });
});

describe("confirming", () => {
  it("confirms once, then queues the welcome email with only the owner's name", async () => {
    const { id, input, token } = await join({ ownerName: "Hana Kim", businessName: "Hill Country Kolaches" });
    const confirmed = await client().waitlist.confirmEmail.mutate({ token });
    expect(confirmed).toEqual({ message: WAITLIST_CONFIRM_MESSAGES.confirmed, spotKey: expect.any(String) });

    const entry = await db.waitlistEntry.findUniqueOrThrow({ where: { id } });
    expect(entry.emailConfirmedAt).toBeInstanceOf(Date);
    expect(entry.confirmTokenHash).toBeNull();
    const messages = await emailsTo(input.email);
    expect(messages.map((m) => m.templateKey)).toEqual(["waitlist_confirm", "welcome"]);
    expect(messages[1]).toMatchObject({ status: "outbox", dedupeKey: `waitlist-welcome:${id}` });
    expect(messages[1]!.bodyText).toContain("Hi Hana Kim");
    expect(messages[1]!.bodyText).not.toContain("Hill Country Kolaches");
    // ...and the link of the owner's own spot page, whose key only this email and the answer hold.
    expect(messages[1]!.bodyText).toContain(`/waitlist/spot/${confirmed.spotKey}`);
    expect(entry.spotKeyHash).not.toContain(confirmed.spotKey);
    expect(entry.referralKey).toMatch(/^[a-z2-7]{10}$/);

    // Single use: the same link again changes nothing.
    expect(await outcome(client().waitlist.confirmEmail.mutate({ token }))).toMatchObject({
      code: "BAD_REQUEST",
      message: WAITLIST_CONFIRM_MESSAGES.invalidLink,
    });
    expect(await emailsTo(input.email)).toHaveLength(2);
  });

  it("refuses guessed, altered and expired links", async () => {
    const { id, token } = await join();
    for (const guess of [
      randomBytes(32).toString("base64url"),
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      "a",
    ]) {
      expect(await outcome(client().waitlist.confirmEmail.mutate({ token: guess }))).toMatchObject({
        code: "BAD_REQUEST",
        message: WAITLIST_CONFIRM_MESSAGES.invalidLink,
      });
    }
    await db.waitlistEntry.update({ where: { id }, data: { confirmTokenExpiresAt: new Date(Date.now() - 1000) } });
    expect(await outcome(client().waitlist.confirmEmail.mutate({ token }))).toMatchObject({ code: "BAD_REQUEST" });
    expect((await db.waitlistEntry.findUniqueOrThrow({ where: { id } })).emailConfirmedAt).toBeNull();
  });

  it("lets exactly one of several simultaneous uses of a link through", async () => {
    const { input, token } = await join();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => outcome(client().waitlist.confirmEmail.mutate({ token }))),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(1);
    expect((await emailsTo(input.email)).filter((m) => m.templateKey === "welcome")).toHaveLength(1);
  });

  it("sends a new link on request (the old one stops working), never to a confirmed or unknown address, and only a few an hour", async () => {
    const { input, token } = await join();
    const ip = uniqueIp();
    expect(await client(ip).waitlist.resendConfirmation.mutate({ email: input.email.toUpperCase() })).toEqual({
      message: WAITLIST_CONFIRM_MESSAGES.resent,
    });
    const links = (await emailsTo(input.email)).map((m) => linkToken(m.bodyText));
    expect(links).toHaveLength(2);
    expect(await outcome(client().waitlist.confirmEmail.mutate({ token }))).toMatchObject({ code: "BAD_REQUEST" });
    await client().waitlist.confirmEmail.mutate({ token: links[1]! });

    // Confirmed or unknown: the same answer, and no email.
    expect(await client(ip).waitlist.resendConfirmation.mutate({ email: input.email })).toEqual({
      message: WAITLIST_CONFIRM_MESSAGES.resent,
    });
    expect(await client(ip).waitlist.resendConfirmation.mutate({ email: "nobody-here@example.com" })).toEqual({
      message: WAITLIST_CONFIRM_MESSAGES.resent,
    });
    expect((await emailsTo(input.email)).map((m) => m.templateKey)).toEqual([
      "waitlist_confirm",
      "waitlist_confirm",
      "welcome",
    ]);
    expect(await db.emailMessage.count({ where: { toAddress: "nobody-here@example.com" } })).toBe(0);

    // Three links an hour per address, whichever client asks.
    const other = await join();
    for (let i = 0; i < 3; i++) await client().waitlist.resendConfirmation.mutate({ email: other.input.email });
    expect(await outcome(client().waitlist.resendConfirmation.mutate({ email: other.input.email }))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: WAITLIST_CONFIRM_MESSAGES.tooMany,
    });
    expect(await emailsTo(other.input.email)).toHaveLength(4);
  });
});

describe("until the email is confirmed", () => {
  it("an area launch skips the entry, counts it as unconfirmed, and shows the launch's delivery from the outbox", async () => {
    const zip = randomZip();
    const confirmed = await createWaitlistEntry({ zipCode: zip, citySlug: null });
    const unconfirmed = await createWaitlistEntry({ zipCode: zip, citySlug: null, emailConfirmedAt: null });
    const before = await admin.waitlistAdmin.launchOverview.query();
    expect(before.areas).toContainEqual(expect.objectContaining({ area: zip, label: `ZIP ${zip}`, toNotify: 1 }));
    expect(before.unconfirmed).toBeGreaterThanOrEqual(1);

    expect(await admin.waitlistAdmin.launchArea.mutate({ area: zip })).toMatchObject({ area: zip, notified: 1 });
    expect(await db.emailMessage.count({ where: { toAddress: unconfirmed.email } })).toBe(0);
    expect(await db.emailMessage.count({ where: { toAddress: confirmed.email } })).toBe(1);

    const launchOf = async () =>
      (await admin.waitlistAdmin.launchOverview.query()).launches.find((launch) => launch.label === `ZIP ${zip}`);
    expect((await launchOf())?.delivery).toEqual({ total: 1, queued: 1, sent: 0, failed: 0 });
    await db.emailMessage.updateMany({ where: { toAddress: confirmed.email }, data: { status: "sent" } });
    expect((await launchOf())?.delivery).toEqual({ total: 1, queued: 0, sent: 1, failed: 0 });
  });

  it("a conversion sends no claim invitation", async () => {
    const entry = await createWaitlistEntry({ emailConfirmedAt: null });
    const category = await createCategory();
    await admin.waitlistAdmin.convert.mutate({
      entryId: entry.id,
      businessName: entry.businessName,
      categoryId: category.id,
      citySlug: "austin",
    });
    expect(await db.emailMessage.count({ where: { toAddress: entry.email } })).toBe(0);
  });

  it("the admin's entries can be filtered by confirmation", async () => {
    const zip = randomZip();
    const unconfirmed = await createWaitlistEntry({
      zipCode: zip,
      citySlug: null,
      referralCode: zip,
      emailConfirmedAt: null,
    });
    const confirmed = await createWaitlistEntry({ zipCode: zip, citySlug: null, referralCode: zip });
    const ids = async (email?: "confirmed" | "unconfirmed") =>
      (await admin.waitlistAdmin.entries.query({ filters: { code: zip, email } })).entries.map((e) => e.id).sort();
    expect(await ids()).toEqual([unconfirmed.id, confirmed.id].sort());
    expect(await ids("unconfirmed")).toEqual([unconfirmed.id]);
    expect(await ids("confirmed")).toEqual([confirmed.id]);
  });
});
