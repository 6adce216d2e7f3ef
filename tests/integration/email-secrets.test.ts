// Security finding N5: no working secret link in the email table. A queued email is stored with its
// links' tokens removed; the real email is kept only sealed (AES-256-GCM, key from NEXTAUTH_SECRET)
// for the delivery worker, which clears it once the email is sent or given up. The admin sees the
// redacted copy, and opening an email is audited. `npm run email:outbox` opens the sealed copy.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { createSmtpMailer, type Mailer } from "@/platform/mailer";
import { deliverDueEmails, MAX_ATTEMPTS, retryDelayMs, UNREADABLE_MESSAGE } from "@/features/email/delivery";
import { sendTemplatedEmail } from "@/features/email/send";
import { INVALID_RESET_LINK_MESSAGE } from "@/features/auth/schema";
import { apiClient, apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { createUser, uniqueEmail } from "../helpers/factories";
import { auditEntriesFor } from "../helpers/audit";
import { closedSmtpUrl, ensureEmailTemplates, realEmail, startSmtpServer } from "../helpers/email";

const server = apiServerForThisFile();
const FROM = "LocalHub <hello@localhub.example>";
const FAR_FUTURE = BigInt(Date.now() + 365 * 24 * 3600 * 1000);
const NEW_PASSWORD = "Brand-new-pass-N5";
const RESET_LINK = /\/auth\/reset-password\?token=([A-Za-z0-9_-]{43})/;

let admin: ApiClient;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  await ensureEmailTemplates();
  admin = (await server.clientAs(["admin"])).api;
  smtp = await startSmtpServer();
  // Emails other test files queued wait, so the delivery rounds here send only this file's.
  await db.emailMessage.updateMany({
    where: { status: "outbox", nextAttemptAt: null },
    data: { nextAttemptAt: FAR_FUTURE },
  });
});
afterAll(async () => {
  await db.emailMessage.updateMany({ where: { nextAttemptAt: FAR_FUTURE }, data: { nextAttemptAt: null } });
  await smtp.close();
});

async function deliverAll(mailer: Mailer, now = Date.now()) {
  for (;;) {
    const round = await deliverDueEmails(db, mailer, now);
    if (round.sent + round.failed === 0) return;
  }
}

/** A MIME message as text: quoted-printable soft breaks joined and =XX decoded. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function requestReset() {
  const user = await createUser();
  await apiClient(server.url()).auth.requestPasswordReset.mutate({ email: user.email! });
  const row = await db.emailMessage.findFirstOrThrow({
    where: { toAddress: user.email!, templateKey: "password_reset" },
  });
  return { user, row };
}

/** Every token-like string in a row, whatever the column (the sealed copy's parts included), as long as a token may be. */
const candidatesIn = (row: object) => [...new Set(JSON.stringify(row).match(/[A-Za-z0-9_-]{16,200}/g) ?? [])];

describe("a password-reset email in the table", () => {
  it("keeps the link without its token, and no string in the row resets the password", async () => {
    const { row } = await requestReset();
    expect(row.bodyText).toContain("/auth/reset-password?token=[removed]");
    expect(row.bodyHtml).toContain('href="http');
    expect(row.bodyHtml).toContain("/auth/reset-password?token=[removed]");
    expect(RESET_LINK.test(JSON.stringify(row))).toBe(false);
    expect(row.sealedContent).toMatch(/^v1\./);

    const candidates = candidatesIn(row);
    expect(candidates.length).toBeGreaterThan(0);
    for (const token of candidates) {
      // A client of its own per attempt, so the per-address limit is not what refuses it.
      expect(
        await outcome(apiClient(server.url()).auth.resetPassword.mutate({ token, password: NEW_PASSWORD })),
      ).toMatchObject({
        code: "BAD_REQUEST",
        message: INVALID_RESET_LINK_MESSAGE,
      });
    }
  });

  it("is delivered through SMTP with the working link, after which the sealed copy is gone", async () => {
    const { user, row } = await requestReset();
    const sealedToken = RESET_LINK.exec(realEmail(row).bodyText)?.[1];
    expect(sealedToken).toBeDefined();

    await deliverAll(createSmtpMailer(smtp.url, FROM));
    const delivered = smtp.received.find((email) => email.to.includes(user.email!));
    const deliveredToken = RESET_LINK.exec(decodeQuotedPrintable(delivered?.raw ?? ""))?.[1];
    expect(deliveredToken).toBe(sealedToken);

    const after = await db.emailMessage.findUniqueOrThrow({ where: { id: row.id } });
    expect(after).toMatchObject({ status: "sent", sealedContent: null, bodyText: row.bodyText });
    expect(JSON.stringify(after)).not.toContain(deliveredToken!);

    expect(
      await apiClient(server.url()).auth.resetPassword.mutate({ token: deliveredToken!, password: NEW_PASSWORD }),
    ).toEqual({ ok: true });
  });

  it("loses the sealed copy when delivery fails for good", async () => {
    const to = uniqueEmail("gives-up");
    const { messageId } = await sendTemplatedEmail(db, {
      templateKey: "verify_email",
      to,
      variables: {
        name: "Ada",
        verifyLink: "https://localhub.example/auth/verify-email?token=AbCdEfGh1234567890abcdefXYZ",
      },
    });
    const mailer = createSmtpMailer(await closedSmtpUrl(), FROM, {
      connectionTimeout: 300,
      greetingTimeout: 300,
      socketTimeout: 1000,
    });
    let now = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await deliverAll(mailer, now);
      const message = await db.emailMessage.findUniqueOrThrow({ where: { id: messageId ?? "" } });
      expect(message.status).toBe(attempt < MAX_ATTEMPTS ? "outbox" : "failed");
      expect(message.sealedContent === null).toBe(attempt === MAX_ATTEMPTS);
      now += retryDelayMs(attempt);
    }
  });

  it("cannot be redirected: a row whose recipient was changed in the database is not sent and loses its sealed copy", async () => {
    const { row } = await requestReset();
    const attacker = uniqueEmail("attacker");
    await db.emailMessage.update({ where: { id: row.id }, data: { toAddress: attacker } });
    await deliverAll(createSmtpMailer(smtp.url, FROM));
    expect(smtp.received.filter((email) => email.to.includes(attacker))).toEqual([]);
    expect(await db.emailMessage.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: "failed",
      error: UNREADABLE_MESSAGE,
      sealedContent: null,
    });
  });
});

describe("the admin's email screens", () => {
  it("show the redacted email, and opening it writes an email.read audit entry", async () => {
    const { user, row } = await requestReset();
    const realToken = RESET_LINK.exec(realEmail(row).bodyText)![1]!;

    const page = await admin.emailTemplates.recentEmails.query({ page: 1 });
    const listed = page.items.find((item) => item.id === row.id);
    expect(listed).toMatchObject({ toAddress: user.email, templateKey: "password_reset" });
    expect(JSON.stringify(page)).not.toContain(realToken);

    expect(await auditEntriesFor(row.id)).toEqual([]);
    const opened = await admin.emailTemplates.email.mutate({ id: row.id });
    expect(opened.bodyText).toContain("/auth/reset-password?token=[removed]");
    expect(JSON.stringify(opened)).not.toContain(realToken);
    expect(Object.keys(opened).sort()).toEqual([
      "bodyText",
      "createdAt",
      "error",
      "id",
      "status",
      "subject",
      "templateKey",
      "toAddress",
    ]);

    const entries = await auditEntriesFor(row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "email.read", targetType: "email", targetId: row.id });
    expect(entries[0]!.changes.after).toMatchObject({ toAddress: user.email, templateKey: "password_reset" });
    const [listedEntry] = (await admin.audit.list.query({ filters: { action: "email.read", targetId: row.id } }))
      .entries;
    expect(listedEntry?.target).toEqual({ label: user.email, href: "/admin/email-templates" });

    // A missing email: refused, and nothing recorded.
    const before = await db.auditLog.count({ where: { action: "email.read" } });
    expect(await outcome(admin.emailTemplates.email.mutate({ id: "missing" }))).toMatchObject({ code: "NOT_FOUND" });
    expect(await db.auditLog.count({ where: { action: "email.read" } })).toBe(before);
  });

  it("redact rows stored before emails were redacted", async () => {
    const token = "LegacyToken0123456789abcdefABCDEF";
    const legacy = await db.emailMessage.create({
      data: {
        toAddress: uniqueEmail("legacy"),
        templateKey: "password_reset",
        subject: `Reset ?token=${token}`,
        bodyText: `Reset: https://localhub.example/auth/reset-password?token=${token}`,
        status: "sent",
      },
    });
    const page = await admin.emailTemplates.recentEmails.query({ page: 1 });
    expect(JSON.stringify(page.items.find((item) => item.id === legacy.id))).not.toContain(token);
    expect(JSON.stringify(await admin.emailTemplates.email.mutate({ id: legacy.id }))).not.toContain(token);
  });

  it("are admin-only: a customer can neither list nor open emails", async () => {
    const { row } = await requestReset();
    const customer = (await server.clientAs(["customer"])).api;
    expect(await outcome(customer.emailTemplates.email.mutate({ id: row.id }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await auditEntriesFor(row.id)).toEqual([]);
  });
});

describe("npm run email:outbox", () => {
  it("prints the real email, working link included, for a developer without SMTP", async () => {
    const { row } = await requestReset();
    const realToken = RESET_LINK.exec(realEmail(row).bodyText)![1]!;
    const { stdout } = await promisify(execFile)(
      "node_modules/.bin/tsx",
      ["--conditions=react-server", "scripts/email-outbox.ts", "1"],
      {
        env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain(`/auth/reset-password?token=${realToken}`);
  });
});
