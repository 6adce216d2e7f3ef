import "server-only";
// The delivery worker: takes queued emails (status "outbox") and sends them through SMTP. Several
// workers may run (one per app process): each claims a batch with one UPDATE that only takes rows
// no one holds, so a row is sent by one of them. A failure is retried with growing waits (1, 4,
// 16 ... minutes) and marked failed after MAX_ATTEMPTS; a worker that dies mid-send releases its
// rows when their hold expires. The worker sends the real email, opened from the row's sealed copy
// (./sealed-content.ts; the row's own bodies have their secret links redacted), and clears that
// copy once the email is sent or has failed for good, so no working link stays in the database.
import { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import type { Mailer } from "@/platform/mailer";
import { authSecret } from "@/platform/env";
import { deliverableContent } from "./sealed-content";

export const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** How long a worker holds the rows it claimed (SMTP timeouts are far shorter). */
const HOLD_MS = 5 * 60 * 1000;

export const UNREADABLE_MESSAGE = "The email could not be opened for delivery (was NEXTAUTH_SECRET changed?).";

export const retryDelayMs = (attempt: number) => 60_000 * 4 ** (attempt - 1);

/** Claims due rows for this worker; the outer conditions are re-checked per row, so no two workers get one. */
async function claimDue(db: Db, now: number): Promise<string[]> {
  const nowValue = BigInt(now);
  const due = Prisma.sql`"status" = 'outbox' AND ("nextAttemptAt" IS NULL OR "nextAttemptAt" <= ${nowValue}) AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${nowValue})`;
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "EmailMessage" SET "lockedUntil" = ${BigInt(now + HOLD_MS)}, "attempts" = "attempts" + 1
    WHERE ${due} AND "id" IN (SELECT "id" FROM "EmailMessage" WHERE ${due} ORDER BY "createdAt" LIMIT ${BATCH})
    RETURNING "id"`;
  return rows.map((row) => row.id);
}

/** Gives claimed rows back untouched (not attempted), so another worker takes them at once. */
async function release(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.emailMessage.updateMany({
    where: { id: { in: ids }, status: "outbox" },
    data: { lockedUntil: null, attempts: { decrement: 1 } },
  });
}

/**
 * Sends what is due now; returns how many were sent and how many failed this round. When `stopping()`
 * turns true (the process is shutting down), the emails not yet begun are released.
 */
export async function deliverDueEmails(
  db: Db,
  mailer: Mailer,
  now = Date.now(),
  stopping: () => boolean = () => false,
): Promise<{ sent: number; failed: number }> {
  // Read first: a missing secret fails the round (and is logged), not every email in it.
  const secret = authSecret();
  const ids = await claimDue(db, now);
  let sent = 0;
  let failed = 0;
  for (const [index, id] of ids.entries()) {
    if (stopping()) {
      await release(db, ids.slice(index));
      break;
    }
    const message = await db.emailMessage.findUniqueOrThrow({ where: { id } });
    let content;
    try {
      content = deliverableContent(message, secret);
    } catch {
      // Sealed under another NEXTAUTH_SECRET (it was changed) or altered: no attempt can succeed.
      failed += 1;
      console.error(`Email ${id} could not be opened for delivery; it is marked failed.`);
      await db.emailMessage.update({
        where: { id },
        data: { status: "failed", error: UNREADABLE_MESSAGE, lockedUntil: null, sealedContent: null },
      });
      continue;
    }
    try {
      await mailer.deliver({
        to: message.toAddress,
        subject: content.subject,
        text: content.bodyText,
        html: content.bodyHtml,
      });
      await db.emailMessage.update({
        where: { id },
        data: { status: "sent", error: null, lockedUntil: null, sealedContent: null },
      });
      sent += 1;
    } catch (error) {
      failed += 1;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = message.attempts >= MAX_ATTEMPTS;
      console.error(`Email ${id} could not be delivered (attempt ${message.attempts}): ${reason}`);
      await db.emailMessage.update({
        where: { id },
        data: last
          ? { status: "failed", error: reason, lockedUntil: null, sealedContent: null }
          : { error: reason, lockedUntil: null, nextAttemptAt: BigInt(now + retryDelayMs(message.attempts)) },
      });
    }
  }
  return { sent, failed };
}

/**
 * Runs `deliverDueEmails` every `intervalMs` (never two rounds at once); returns a stop function
 * that resolves once the round under way has finished its current email and released the rest.
 */
export function startDeliveryWorker(db: Db, mailer: Mailer, intervalMs = 2000): () => Promise<void> {
  let round: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (round) return;
    round = deliverDueEmails(db, mailer, Date.now(), () => stopped)
      .catch((error: unknown) => console.error("Email delivery round failed:", error))
      .finally(() => {
        round = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await round;
  };
}
