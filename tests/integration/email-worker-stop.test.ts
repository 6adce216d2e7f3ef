// The delivery worker stopping with its process (graceful shutdown): the email being sent finishes
// its attempt, the others it claimed are given back unattempted, so another process's worker sends
// them at once instead of after the claim's hold expires.
import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "@/platform/db";
import { createSmtpMailer, type SmtpTimeouts } from "@/platform/mailer";
import { deliverDueEmails, startDeliveryWorker } from "@/features/email/delivery";
import { sendTemplatedEmail } from "@/features/email/send";
import { uniqueEmail } from "../helpers/factories";
import { ensureEmailTemplates, startHangingServer, startSmtpServer } from "../helpers/email";

const FAST: SmtpTimeouts = { connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 1000 };
const FROM = "LocalHub <hello@localhub.example>";
const FAR_FUTURE = BigInt(Date.now() + 365 * 24 * 3600 * 1000);

beforeAll(async () => {
  await ensureEmailTemplates();
  // Emails other test files queued wait, so each test here sees only its own.
  await db.emailMessage.updateMany({
    where: { status: "outbox", nextAttemptAt: null },
    data: { nextAttemptAt: FAR_FUTURE },
  });
});
afterAll(async () => {
  await db.emailMessage.updateMany({ where: { nextAttemptAt: FAR_FUTURE }, data: { nextAttemptAt: null } });
});

async function queue(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { messageId } = await sendTemplatedEmail(db, {
      templateKey: "welcome",
      to: uniqueEmail("stop"),
      variables: { ownerName: "Rosa", businessName: "Rosa's Tacos", city: "Austin" },
    });
    ids.push(messageId ?? "");
  }
  return ids;
}

/** The emails' states, the most attempted first. */
const states = async (ids: string[]) =>
  (
    await db.emailMessage.findMany({
      where: { id: { in: ids } },
      select: { status: true, attempts: true, lockedUntil: true },
    })
  ).sort((a, b) => b.attempts - a.attempts);
const released = { status: "outbox", attempts: 0, lockedUntil: null };

it("a round told to stop sends the email under way and gives back the rest", async () => {
  const smtp = await startSmtpServer();
  try {
    const ids = await queue(3);
    const round = await deliverDueEmails(
      db,
      createSmtpMailer(smtp.url, FROM),
      Date.now(),
      () => smtp.received.length > 0,
    );
    expect(round).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(await states(ids)).toEqual([{ status: "sent", attempts: 1, lockedUntil: null }, released, released]);
    await db.emailMessage.updateMany({ where: { id: { in: ids } }, data: { nextAttemptAt: FAR_FUTURE } });
  } finally {
    await smtp.close();
  }
});

it("stopping the worker waits for the attempt under way and leaves no email held", async () => {
  const hanging = await startHangingServer();
  try {
    const ids = await queue(3);
    const stop = startDeliveryWorker(db, createSmtpMailer(hanging.url, FROM, FAST), 10);
    await expect.poll(() => hanging.connections(), { timeout: 10_000 }).toBeGreaterThan(0);
    await stop();
    // The attempt under way met a server that never greets: it failed and waits for its retry.
    expect(await states(ids)).toEqual([{ status: "outbox", attempts: 1, lockedUntil: null }, released, released]);
    await db.emailMessage.updateMany({ where: { id: { in: ids } }, data: { nextAttemptAt: FAR_FUTURE } });
  } finally {
    await hanging.close();
  }
});
