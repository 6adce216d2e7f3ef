// The email module on the real database: the outbox, the delivery worker (SMTP, timeouts, retries,
// several workers at once) and exactly-once dedupe.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { createSmtpMailer, type Mailer, type SmtpTimeouts } from "@/platform/mailer";
import { deliverDueEmails, MAX_ATTEMPTS, retryDelayMs } from "@/features/email/delivery";
import { sendTemplatedEmail } from "@/features/email/send";
import { apiClient, startApiServer } from "../helpers/http";
import { createCategoryPair, ensureCities, joinInput } from "../helpers/waitlist";
import { uniqueEmail } from "../helpers/factories";
import { closedSmtpUrl, ensureEmailTemplates, startHangingServer, startSmtpServer } from "../helpers/email";

const welcome = (to: string) => ({
  templateKey: "welcome",
  to,
  variables: { ownerName: "Rosa <Diaz>", businessName: "Rosa's Tacos & Co", city: "Austin" },
});

beforeAll(ensureEmailTemplates);

describe("sendTemplatedEmail without SMTP", () => {
  it("renders the template and records the message in the outbox", async () => {
    const to = uniqueEmail("outbox");
    const result = await sendTemplatedEmail(db, welcome(to.toUpperCase()));
    expect(result.status).toBe("outbox");
    const message = await db.emailMessage.findUniqueOrThrow({ where: { id: result.messageId ?? "" } });
    expect(message).toMatchObject({ toAddress: to, templateKey: "welcome", status: "outbox", error: null });
    expect(message.subject).toBe("Welcome to LocalHub, Rosa <Diaz>!");
    expect(message.bodyText).toContain("Thanks for joining the LocalHub directory waitlist");
    expect(message.bodyHtml).toContain("Hi Rosa &lt;Diaz&gt;,");
  });

  it("records an unknown template as failed instead of throwing", async () => {
    const result = await sendTemplatedEmail(db, {
      templateKey: "no_such_template",
      to: uniqueEmail("unknown"),
      variables: {},
    });
    expect(result.status).toBe("failed");
    const message = await db.emailMessage.findUniqueOrThrow({ where: { id: result.messageId ?? "" } });
    expect(message.status).toBe("failed");
    expect(message.error).toBe("The email template does not exist.");
  });

  it("sends a dedupe key only once, even when many sends race", async () => {
    const dedupeKey = `test:${randomUUID()}`;
    const to = uniqueEmail("dedupe");
    const results = await Promise.all(
      Array.from({ length: 6 }, () => sendTemplatedEmail(db, { ...welcome(to), dedupeKey })),
    );
    expect(results.filter((r) => r.status === "outbox")).toHaveLength(1);
    expect(results.filter((r) => r.status === "duplicate")).toEqual(
      Array(5).fill({ status: "duplicate", messageId: null }),
    );
    expect(await db.emailMessage.count({ where: { dedupeKey } })).toBe(1);
    const again = await sendTemplatedEmail(db, { ...welcome(to), dedupeKey });
    expect(again.status).toBe("duplicate");
  });
});

/** Runs delivery rounds at `now` until one finds nothing due. */
async function deliverAll(mailer: Mailer, now = Date.now()) {
  for (;;) {
    const round = await deliverDueEmails(db, mailer, now);
    if (round.sent + round.failed === 0) return;
  }
}

const FAST: SmtpTimeouts = { connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 1000 };
const FROM = "LocalHub <hello@localhub.example>";
const FAR_FUTURE = BigInt(Date.now() + 365 * 24 * 3600 * 1000);

describe("the delivery worker", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Emails other test files queued wait, so each test here sees only its own.
    await db.emailMessage.updateMany({
      where: { status: "outbox", nextAttemptAt: null },
      data: { nextAttemptAt: FAR_FUTURE },
    });
  });
  afterAll(async () => {
    await db.emailMessage.updateMany({ where: { nextAttemptAt: FAR_FUTURE }, data: { nextAttemptAt: null } });
    await smtp.close();
  });

  it("delivers queued email through a real SMTP server and records it as sent", async () => {
    const to = uniqueEmail("smtp");
    const queued = await sendTemplatedEmail(db, welcome(to));
    expect(queued.status).toBe("outbox");
    await deliverAll(createSmtpMailer(smtp.url, FROM));
    expect((await db.emailMessage.findUniqueOrThrow({ where: { id: queued.messageId ?? "" } })).status).toBe("sent");
    const delivered = smtp.received.find((email) => email.to.includes(to));
    expect(delivered?.from).toBe("hello@localhub.example");
    expect(delivered?.raw).toContain("Subject: Welcome to LocalHub, Rosa <Diaz>!");
    expect(delivered?.raw).toContain("text/html");
  });

  it("retries with growing waits and marks the email failed after the last attempt", async () => {
    const mailer = createSmtpMailer(await closedSmtpUrl(), FROM, FAST);
    const { messageId } = await sendTemplatedEmail(db, welcome(uniqueEmail("refused")));
    let now = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliverAll(mailer, now);
      const message = await db.emailMessage.findUniqueOrThrow({ where: { id: messageId ?? "" } });
      expect(message.attempts).toBe(attempt);
      expect(message.error).toMatch(/ECONNREFUSED|connect/i);
      expect(message.status).toBe(attempt < MAX_ATTEMPTS ? "outbox" : "failed");
      if (attempt < MAX_ATTEMPTS) expect(Number(message.nextAttemptAt)).toBe(now + retryDelayMs(attempt));
      now += retryDelayMs(attempt);
    }
  });

  it("answers a waitlist join without waiting on a hanging SMTP server, and delivers its confirmation email when the server is back", async () => {
    await ensureCities();
    const pair = await createCategoryPair();
    const api = await startApiServer();
    const hanging = await startHangingServer();
    try {
      const input = joinInput(pair, { ownerName: "Hana Kim" });
      const visitor = apiClient(api.url);
      // The join only queues its email: it is answered before anything talks to the mail server.
      await visitor.waitlist.join.mutate(input);
      expect(hanging.connections()).toBe(0);
      expect(await db.emailMessage.findFirstOrThrow({ where: { toAddress: input.email } })).toMatchObject({
        status: "outbox",
        attempts: 0,
      });

      const mailer = createSmtpMailer(hanging.url, FROM, FAST);
      const now = Date.now();
      await deliverAll(mailer, now);
      const waiting = await db.emailMessage.findFirstOrThrow({ where: { toAddress: input.email } });
      expect(waiting).toMatchObject({ status: "outbox", attempts: 1 });
      expect(waiting.error).toMatch(/timeout|greeting/i);

      await hanging.close();
      const back = await startSmtpServer(hanging.port);
      try {
        await deliverAll(mailer, now + retryDelayMs(1));
        expect(await db.emailMessage.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({
          status: "sent",
          attempts: 2,
        });
        expect(back.received.filter((email) => email.to.includes(input.email))).toHaveLength(1);
      } finally {
        await back.close();
      }
    } finally {
      await hanging.close().catch(() => undefined);
      await api.close();
    }
  });

  it("sends each email once when several workers run at the same time", async () => {
    const addresses = Array.from({ length: 30 }, () => uniqueEmail("many"));
    for (const to of addresses) await sendTemplatedEmail(db, welcome(to));
    const mailer = createSmtpMailer(smtp.url, FROM);
    await Promise.all([deliverAll(mailer), deliverAll(mailer), deliverAll(mailer)]);
    for (const to of addresses) expect(smtp.received.filter((email) => email.to.includes(to))).toHaveLength(1);
    expect(await db.emailMessage.count({ where: { toAddress: { in: addresses }, status: "sent" } })).toBe(30);
  });
});
