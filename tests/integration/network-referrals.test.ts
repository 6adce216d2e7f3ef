// Referrals through the HTTP API: who may send, read, step and export them; only the receiving
// business reads the customer's contact details; the steps and what each tells the referrer;
// random simultaneous steps from several sessions, then totals that equal the won referrals; the
// stale-referral reminder and the removal of closed referrals' contact details.
import { beforeAll, describe, expect, it } from "vitest";
import { db, dbProvider, POOL_SIZE } from "@/platform/db";
import { NETWORK_MESSAGES, REFERRAL_CONTACT_KEEP_DAYS, type TReferralStatus } from "@/features/network/types";
import { stepReferral } from "@/features/network/referrals";
import { removeClosedReferralContacts, remindStaleReferrals } from "@/features/network/sweep";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/server/api/trpc";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { ensureEmailTemplates } from "../helpers/email";
import { callAsEach, networkOwner, referralInput, signedIn, sixCallers, type Owner } from "../helpers/network";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureEmailTemplates();
});

const DAY = 24 * 60 * 60 * 1000;
const signedOut = { code: "UNAUTHORIZED", message: NOT_SIGNED_IN_MESSAGE };
const notAnOwner = { code: "FORBIDDEN", message: FORBIDDEN_MESSAGE };
const notFound = (message: string) => ({ code: "NOT_FOUND", message });
const closed = { code: "CONFLICT", message: NETWORK_MESSAGES.referralClosed };

/** What the referring owner has been told about their referrals: bell notifications and queued emails. */
async function toldReferrer(owner: Owner) {
  const [notifications, emails] = await Promise.all([
    db.notification.count({ where: { userId: owner.user.id, type: "referral_update" } }),
    db.emailMessage.count({
      where: { toAddress: owner.user.email!, templateKey: "referral_update", status: "outbox" },
    }),
  ]);
  return { notifications, emails };
}

describe("who may act on a referral", () => {
  it("lets only the sending owner refer and list it as sent, only the receiving owner read and step it", async () => {
    const { sender, receiver, clients } = await sixCallers(server.url());
    const others = (message: string) => ({
      anonymous: signedOut,
      customer: notAnOwner,
      unrelated: notFound(message),
      admin: notFound(message),
    });
    const input = referralInput(sender.business.id, receiver.business.id);
    expect(await callAsEach(clients, (api) => api.network.refer.mutate(input), ["sender"])).toEqual({
      ...others(BUSINESS_NOT_FOUND),
      receiver: notFound(BUSINESS_NOT_FOUND),
      sender: "ok",
    });
    const referral = await db.referral.findFirstOrThrow({ where: { toBusinessId: receiver.business.id } });

    const asReceiver = { ...others(BUSINESS_NOT_FOUND), sender: notFound(BUSINESS_NOT_FOUND), receiver: "ok" };
    const asSender = { ...others(BUSINESS_NOT_FOUND), receiver: notFound(BUSINESS_NOT_FOUND), sender: "ok" };
    const inbox = { businessId: receiver.business.id };
    const sent = { businessId: sender.business.id };
    expect(await callAsEach(clients, (api) => api.network.referralsReceived.query(inbox), ["receiver"])).toEqual(
      asReceiver,
    );
    expect(await callAsEach(clients, (api) => api.network.exportReferrals.query(inbox), ["receiver"])).toEqual(
      asReceiver,
    );
    expect(await callAsEach(clients, (api) => api.network.numbers.query(inbox), ["receiver"])).toEqual(asReceiver);
    expect(await callAsEach(clients, (api) => api.network.referralsSent.query(sent), ["sender"])).toEqual(asSender);
    expect(await callAsEach(clients, (api) => api.network.exportReferrals.query(sent), ["sender"])).toEqual(asSender);

    const step = (api: ApiClient) => api.network.stepReferral.mutate({ referralId: referral.id, status: "contacted" });
    expect(await callAsEach(clients, step, ["receiver"])).toEqual({
      ...others(NETWORK_MESSAGES.referralNotFound),
      sender: notFound(NETWORK_MESSAGES.referralNotFound),
      receiver: "ok",
    });
    expect(await db.referral.findUniqueOrThrow({ where: { id: referral.id } })).toMatchObject({ status: "contacted" });
  });

  it("shows the customer's email and phone to the receiving business only", async () => {
    const { sender, receiver, clients } = await sixCallers(server.url());
    const input = referralInput(sender.business.id, receiver.business.id);
    await sender.api.network.refer.mutate(input);
    const contact = [input.customerEmail, input.customerPhone];

    const inbox = await receiver.api.network.referralsReceived.query({ businessId: receiver.business.id });
    expect(inbox.items).toEqual([
      expect.objectContaining({ customerEmail: input.customerEmail, customerPhone: input.customerPhone }),
    ]);
    const receiverCsv = await receiver.api.network.exportReferrals.query({ businessId: receiver.business.id });
    for (const detail of contact) expect(receiverCsv).toContain(detail);

    const sent = await sender.api.network.referralsSent.query({ businessId: sender.business.id });
    expect(sent.items).toHaveLength(1);
    expect(sent.items[0]).toMatchObject({ customerName: input.customerName, need: input.need });
    expect(Object.keys(sent.items[0]!)).not.toContain("customerEmail");
    expect(Object.keys(sent.items[0]!)).not.toContain("customerPhone");
    const senderCsv = await sender.api.network.exportReferrals.query({ businessId: sender.business.id });
    expect(senderCsv).toContain(input.customerName);
    for (const detail of contact) {
      expect(JSON.stringify(sent)).not.toContain(detail);
      expect(senderCsv).not.toContain(detail);
    }
    // The sender's own inbox does not hold it either.
    expect((await sender.api.network.referralsReceived.query({ businessId: sender.business.id })).items).toEqual([]);

    // Everyone else who asks for the receiver's inbox or export (the admin too, acting as themselves) is told it does not exist.
    for (const caller of ["sender", "unrelated", "admin"] as const) {
      const api = clients[caller];
      expect(await outcome(api.network.referralsReceived.query({ businessId: receiver.business.id }))).toMatchObject(
        notFound(BUSINESS_NOT_FOUND),
      );
      expect(await outcome(api.network.exportReferrals.query({ businessId: receiver.business.id }))).toMatchObject(
        notFound(BUSINESS_NOT_FOUND),
      );
    }
    // Nor do the notices carry them: no notification or email of this referral holds a contact detail.
    const owners = [sender.user, receiver.user];
    const notices = await db.notification.findMany({ where: { userId: { in: owners.map((owner) => owner.id) } } });
    const emails = await db.emailMessage.findMany({
      where: { toAddress: { in: owners.map((owner) => owner.email!) } },
    });
    expect(notices.length + emails.length).toBeGreaterThan(0);
    for (const detail of contact) expect(JSON.stringify([notices, emails])).not.toContain(detail);
  });
});

describe("referral steps", () => {
  it("moves new → contacted → won with a value, refuses any step after, and tells the referrer at each step", async () => {
    const sender = await networkOwner(server.url());
    const receiver = await networkOwner(server.url());
    const { id } = await sender.api.network.refer.mutate(referralInput(sender.business.id, receiver.business.id));
    expect(await db.notification.count({ where: { userId: receiver.user.id, type: "referral_received" } })).toBe(1);
    expect(
      await db.emailMessage.count({ where: { toAddress: receiver.user.email!, templateKey: "referral_received" } }),
    ).toBe(1);
    expect(await toldReferrer(sender)).toEqual({ notifications: 0, emails: 0 });

    const step = (input: { status: Exclude<TReferralStatus, "new">; value?: number; reason?: string }) =>
      outcome(receiver.api.network.stepReferral.mutate({ referralId: id, ...input }));
    expect(await step({ status: "contacted" })).toBe("ok");
    expect(await toldReferrer(sender)).toEqual({ notifications: 1, emails: 1 });
    expect(await step({ status: "contacted" })).toMatchObject({
      code: "BAD_REQUEST",
      message: NETWORK_MESSAGES.referralStep("contacted", "contacted"),
    });
    expect(await step({ status: "won" })).toMatchObject({
      code: "BAD_REQUEST",
      message: "Enter the value of the closed business in dollars.",
    });
    expect(await step({ status: "won", value: 1250.5 })).toBe("ok");
    expect(await toldReferrer(sender)).toEqual({ notifications: 2, emails: 2 });
    const won = await db.referral.findUniqueOrThrow({ where: { id } });
    expect(won).toMatchObject({ status: "won", valueCents: 125_050 });
    expect(won.closedAt).not.toBeNull();
    expect(won.firstResponseAt).not.toBeNull();
    const notice = await db.notification.findFirstOrThrow({
      where: { userId: sender.user.id, type: "referral_update" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    });
    expect(notice.body).toContain("$1,250.50");

    for (const status of ["contacted", "lost", "declined"] as const)
      expect(await step({ status, reason: "Changed our mind" })).toMatchObject(closed);
    expect(await step({ status: "won", value: 1 })).toMatchObject(closed);
    expect(await db.referral.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "won",
      valueCents: 125_050,
    });
    expect(await toldReferrer(sender)).toEqual({ notifications: 2, emails: 2 });
  });

  it("waits its turn while other writes hold the database, instead of failing", async () => {
    const sender = await networkOwner(server.url());
    const receiver = await networkOwner(server.url());
    const { id } = await sender.api.network.refer.mutate(referralInput(sender.business.id, receiver.business.id));
    // Writes that hold SQLite's one writer, or every connection of PostgreSQL's pool, for 3 s: longer
    // than the 2 s a step used to wait for its transaction before failing with "Something went wrong".
    let holding = 0;
    const holds = Array.from({ length: dbProvider === "postgresql" ? POOL_SIZE : 1 }, () =>
      db.$transaction(async (tx) => {
        await tx.referral.count({ where: { id } });
        holding += 1;
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      }),
    );
    await expect.poll(() => holding).toBe(holds.length);
    // The step as its procedure runs it, once the caller is known: its transaction is what waits.
    expect(await stepReferral(db, receiver.user, { referralId: id, status: "contacted" })).toEqual({
      status: "contacted",
      valueCents: null,
    });
    await Promise.all(holds);
    expect(await db.referral.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "contacted" });
  });

  it("declines only with a reason, closes on lost and declined, and tells the referrer", async () => {
    const sender = await networkOwner(server.url());
    const receiver = await networkOwner(server.url());
    const declined = await sender.api.network.refer.mutate(referralInput(sender.business.id, receiver.business.id));
    const lost = await sender.api.network.refer.mutate(referralInput(sender.business.id, receiver.business.id));
    const step = (referralId: string, status: Exclude<TReferralStatus, "new">, reason?: string) =>
      outcome(receiver.api.network.stepReferral.mutate({ referralId, status, reason }));

    expect(await step(declined.id, "declined")).toMatchObject({
      code: "BAD_REQUEST",
      message: "Say why you decline this referral.",
    });
    expect(await step(declined.id, "declined", "Outside our service area")).toBe("ok");
    expect(await step(lost.id, "lost")).toBe("ok");
    expect(await toldReferrer(sender)).toEqual({ notifications: 2, emails: 2 });
    expect(await db.referral.findUniqueOrThrow({ where: { id: declined.id } })).toMatchObject({
      status: "declined",
      closeReason: "Outside our service area",
      valueCents: null,
    });
    for (const id of [declined.id, lost.id]) {
      expect(await step(id, "contacted")).toMatchObject(closed);
      expect(
        await outcome(receiver.api.network.stepReferral.mutate({ referralId: id, status: "won", value: 10 })),
      ).toMatchObject(closed);
    }
    expect(await toldReferrer(sender)).toEqual({ notifications: 2, emails: 2 });
  });
});

/** A small seeded generator, so a failing run can be repeated with NETWORK_SEED. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const utcMonthStart = (now: Date, month = now.getUTCMonth()) => new Date(Date.UTC(now.getUTCFullYear(), month, 1));

describe("simultaneous steps and the numbers", () => {
  it("keeps every closed referral closed and the value totals equal to the won referrals", async () => {
    const seed = Number(process.env.NETWORK_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const random = seededRandom(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const a = await networkOwner(server.url(), { timeZone: "UTC" });
    const b = await networkOwner(server.url(), { timeZone: "UTC" });
    // Each receiving owner answers from two sessions at once (two devices).
    const sessionsOf = new Map<string, ApiClient[]>([
      [a.business.id, [a.api, await signedIn(server.url(), a.user, ["business_owner"])]],
      [b.business.id, [b.api, await signedIn(server.url(), b.user, ["business_owner"])]],
    ]);
    const referrals: Array<{ id: string; to: string }> = [];
    for (let i = 0; i < 12; i++) {
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const { id } = await from.api.network.refer.mutate(referralInput(from.business.id, to.business.id));
        referrals.push({ id, to: to.business.id });
      }
    }

    const STEPS = ["contacted", "won", "lost", "declined"] as const;
    const attempts = referrals.flatMap((referral) =>
      Array.from({ length: 4 }, () => ({
        referralId: referral.id,
        api: pick(sessionsOf.get(referral.to)!),
        status: pick(STEPS),
        value: Math.floor(random() * 500_000) / 100,
      })),
    );
    const results = await Promise.all(
      attempts.map(async ({ api, ...step }) => ({
        ...step,
        result: await outcome(
          api.network.stepReferral.mutate({ ...step, reason: step.status === "declined" ? "Fully booked" : undefined }),
        ),
      })),
    );
    const context = `NETWORK_SEED=${seed}`;
    for (const { result } of results) {
      if (result === "ok") continue;
      // Only the product's refusals: a step taken meanwhile, or one the current status does not allow.
      expect(result.code === "CONFLICT" || result.code === "BAD_REQUEST", context).toBe(true);
      expect(result.message, context).toMatch(
        /^(This referral is already closed\.|A referral that is .+ cannot be marked .+\.)$/,
      );
    }

    const rows = await db.referral.findMany({ where: { id: { in: referrals.map((r) => r.id) } } });
    for (const row of rows) {
      const applied = results.filter((r) => r.referralId === row.id && r.result === "ok");
      const closing = applied.filter((r) => r.status !== "contacted");
      expect(closing.length, context).toBeLessThanOrEqual(1);
      expect(applied.filter((r) => r.status === "contacted").length, context).toBeLessThanOrEqual(1);
      const expected = closing[0]?.status ?? (applied.length ? "contacted" : "new");
      expect(row.status, context).toBe(expected);
      expect(row.valueCents, context).toBe(expected === "won" ? Math.round(closing[0]!.value * 100) : null);
    }
    // Every step that applied told the referrer once; none that was refused did.
    for (const [owner, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const applied = results.filter(
        (r) =>
          r.result === "ok" && referrals.find((referral) => referral.id === r.referralId)!.to === other.business.id,
      );
      expect(await toldReferrer(owner), context).toEqual({ notifications: applied.length, emails: applied.length });
    }

    // A second wave on the closed referrals, from both sessions: nothing moves out of a closed status.
    const before = await db.referral.findMany({
      where: { id: { in: referrals.map((r) => r.id) } },
      orderBy: { id: "asc" },
    });
    const closedRows = before.filter((row) => ["won", "lost", "declined"].includes(row.status));
    expect(closedRows.length, context).toBeGreaterThan(0);
    const again = await Promise.all(
      closedRows.flatMap((row) =>
        sessionsOf
          .get(row.toBusinessId)!
          .flatMap((api) =>
            STEPS.map((status) =>
              outcome(api.network.stepReferral.mutate({ referralId: row.id, status, value: 1, reason: "Again" })),
            ),
          ),
      ),
    );
    for (const result of again) expect(result, context).toMatchObject(closed);
    expect(
      await db.referral.findMany({ where: { id: { in: referrals.map((r) => r.id) } }, orderBy: { id: "asc" } }),
      context,
    ).toEqual(before);

    for (const owner of [a, b]) {
      const now = new Date();
      const numbers = await owner.api.network.numbers.query({ businessId: owner.business.id });
      const wonSum = async (side: "fromBusinessId" | "toBusinessId", since?: Date) => {
        const won = await db.referral.findMany({
          where: { [side]: owner.business.id, status: "won", ...(since ? { closedAt: { gte: since } } : {}) },
          select: { valueCents: true },
        });
        return won.reduce((sum, row) => sum + row.valueCents!, 0);
      };
      const [month, year] = [utcMonthStart(now), utcMonthStart(now, 0)];
      expect(numbers.valueGivenCents, context).toEqual({
        month: await wonSum("fromBusinessId", month),
        year: await wonSum("fromBusinessId", year),
        all: await wonSum("fromBusinessId"),
      });
      expect(numbers.valueReceivedCents, context).toEqual({
        month: await wonSum("toBusinessId", month),
        year: await wonSum("toBusinessId", year),
        all: await wonSum("toBusinessId"),
      });
      // And the totals are what the applied "won" steps reported, cent for cent.
      const wonGiven = results.filter(
        (r) =>
          r.result === "ok" &&
          r.status === "won" &&
          referrals.find((referral) => referral.id === r.referralId)!.to !== owner.business.id,
      );
      expect(numbers.valueGivenCents.all, context).toBe(
        wonGiven.reduce((sum, r) => sum + Math.round(r.value * 100), 0),
      );
      expect(numbers.referrals, context).toEqual({
        given: 12,
        received: 12,
        wonGiven: wonGiven.length,
        wonReceived: rows.filter((row) => row.toBusinessId === owner.business.id && row.status === "won").length,
      });
    }
  });
});

describe("the network sweep", () => {
  it("reminds the receiver of a referral with no step in 3 days once, even when two sweeps run at once", async () => {
    const sender = await networkOwner(server.url());
    const receiver = await networkOwner(server.url());
    const stale = await sender.api.network.refer.mutate(referralInput(sender.business.id, receiver.business.id));
    const answered = await sender.api.network.refer.mutate(referralInput(sender.business.id, receiver.business.id));
    await receiver.api.network.stepReferral.mutate({ referralId: answered.id, status: "won", value: 80 });
    const created = await db.referral.findUniqueOrThrow({ where: { id: stale.id } });
    const reminders = () =>
      Promise.all([
        db.notification.count({ where: { userId: receiver.user.id, type: "referral_reminder" } }),
        db.emailMessage.count({ where: { toAddress: receiver.user.email!, templateKey: "referral_reminder" } }),
      ]);

    await remindStaleReferrals(db, new Date(created.lastStepAt.getTime() + 2 * DAY));
    expect(await reminders()).toEqual([0, 0]);

    const later = new Date(created.lastStepAt.getTime() + 4 * DAY);
    const [first, second] = await Promise.all([remindStaleReferrals(db, later), remindStaleReferrals(db, later)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await reminders()).toEqual([1, 1]);
    expect((await db.referral.findUniqueOrThrow({ where: { id: stale.id } })).remindedAt).toEqual(later);
    expect((await db.referral.findUniqueOrThrow({ where: { id: answered.id } })).remindedAt).toBeNull();

    expect(await remindStaleReferrals(db, later)).toBe(0);
    expect(await remindStaleReferrals(db, new Date(later.getTime() + 10 * DAY))).toBe(0);
    expect(await reminders()).toEqual([1, 1]);
  });

  it(`removes a closed referral's contact details ${REFERRAL_CONTACT_KEEP_DAYS} days after closing and keeps the referral`, async () => {
    const sender = await networkOwner(server.url());
    const receiver = await networkOwner(server.url());
    const input = referralInput(sender.business.id, receiver.business.id);
    const { id } = await sender.api.network.refer.mutate(input);
    const open = await sender.api.network.refer.mutate(referralInput(sender.business.id, receiver.business.id));
    await receiver.api.network.stepReferral.mutate({ referralId: id, status: "won", value: 420 });
    const { closedAt } = await db.referral.findUniqueOrThrow({ where: { id } });

    await removeClosedReferralContacts(db, new Date(closedAt!.getTime() + (REFERRAL_CONTACT_KEEP_DAYS - 1) * DAY));
    expect(await db.referral.findUniqueOrThrow({ where: { id } })).toMatchObject({
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      contactRemovedAt: null,
    });

    const after = new Date(closedAt!.getTime() + (REFERRAL_CONTACT_KEEP_DAYS + 1) * DAY);
    expect(await removeClosedReferralContacts(db, after)).toBeGreaterThanOrEqual(1);
    expect(await db.referral.findUniqueOrThrow({ where: { id } })).toMatchObject({
      customerName: null,
      customerEmail: null,
      customerPhone: null,
      contactRemovedAt: after,
      need: input.need,
      status: "won",
      valueCents: 42_000,
    });
    expect(await db.referral.findUniqueOrThrow({ where: { id: open.id } })).toMatchObject({
      customerName: "Robin Referred",
      contactRemovedAt: null,
    });
    const inbox = await receiver.api.network.referralsReceived.query({ businessId: receiver.business.id });
    expect(inbox.items.find((item) => item.id === id)).toMatchObject({ customerEmail: null, customerPhone: null });
    expect(
      (await receiver.api.network.numbers.query({ businessId: receiver.business.id })).valueReceivedCents.all,
    ).toBe(42_000);
  });
});
