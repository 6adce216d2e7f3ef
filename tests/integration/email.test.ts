// The email module on the real database: outbox, SMTP delivery, failures and exactly-once dedupe.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { createSmtpMailer } from "@/platform/mailer";
import { deliverTemplatedEmail, sendTemplatedEmail } from "@/features/email/send";
import { uniqueEmail } from "../helpers/factories";
import { closedSmtpUrl, ensureEmailTemplates, startSmtpServer } from "../helpers/email";

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
    expect(message.bodyText).toContain("Thanks for adding Rosa's Tacos & Co to the LocalHub directory waitlist");
    expect(message.bodyHtml).toContain("<strong>Rosa&#39;s Tacos &amp; Co</strong>");
    expect(message.bodyHtml).toContain("Hi Rosa &lt;Diaz&gt;,");
  });

  it("records an unknown template as failed instead of throwing", async () => {
    const result = await sendTemplatedEmail(db, { templateKey: "no_such_template", to: uniqueEmail("unknown"), variables: {} });
    expect(result.status).toBe("failed");
    const message = await db.emailMessage.findUniqueOrThrow({ where: { id: result.messageId ?? "" } });
    expect(message.status).toBe("failed");
    expect(message.error).toBe("The email template does not exist.");
  });

  it("sends a dedupe key only once, even when many sends race", async () => {
    const dedupeKey = `test:${randomUUID()}`;
    const to = uniqueEmail("dedupe");
    const results = await Promise.all(Array.from({ length: 6 }, () => sendTemplatedEmail(db, { ...welcome(to), dedupeKey })));
    expect(results.filter((r) => r.status === "outbox")).toHaveLength(1);
    expect(results.filter((r) => r.status === "duplicate")).toEqual(Array(5).fill({ status: "duplicate", messageId: null }));
    expect(await db.emailMessage.count({ where: { dedupeKey } })).toBe(1);
    const again = await sendTemplatedEmail(db, { ...welcome(to), dedupeKey });
    expect(again.status).toBe("duplicate");
  });
});

describe("sendTemplatedEmail through SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it("delivers through a real SMTP server and records it as sent", async () => {
    const to = uniqueEmail("smtp");
    const mailer = createSmtpMailer(smtp.url, "LocalHub <hello@localhub.example>");
    const result = await deliverTemplatedEmail(db, welcome(to), mailer);
    expect(result.status).toBe("sent");
    expect((await db.emailMessage.findUniqueOrThrow({ where: { id: result.messageId ?? "" } })).status).toBe("sent");
    const delivered = smtp.received.find((email) => email.to.includes(to));
    expect(delivered?.from).toBe("hello@localhub.example");
    expect(delivered?.raw).toContain("Subject: Welcome to LocalHub, Rosa <Diaz>!");
    expect(delivered?.raw).toContain("text/html");
  });

  it("records a delivery failure as failed and does not throw", async () => {
    const mailer = createSmtpMailer(await closedSmtpUrl(), "LocalHub <hello@localhub.example>");
    const result = await deliverTemplatedEmail(db, welcome(uniqueEmail("refused")), mailer);
    expect(result.status).toBe("failed");
    const message = await db.emailMessage.findUniqueOrThrow({ where: { id: result.messageId ?? "" } });
    expect(message.status).toBe("failed");
    expect(message.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
