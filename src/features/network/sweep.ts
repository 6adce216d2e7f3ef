import "server-only";
// The network's periodic work: a referral with no step in 3 days reminds its receiver once, and a
// referral closed 180 days ago loses the customer's contact details (the record stays). Both are
// conditional updates, so several processes sweeping at once remind once and remove once.
import { db as appDb, type Db } from "@/platform/db";
import { MINUTE } from "@/platform/rate-limit";
import { tellReferralReminder, PARTY } from "./notices";
import { REFERRAL_CONTACT_KEEP_DAYS, REFERRAL_STALE_DAYS } from "./types";

const DAY = 24 * 60 * MINUTE;
const BATCH = 200;
export async function remindStaleReferrals(db: Db, now = new Date()): Promise<number> {
  const stale = await db.referral.findMany({
    where: {
      status: { in: ["new", "contacted"] },
      remindedAt: null,
      lastStepAt: { lt: new Date(now.getTime() - REFERRAL_STALE_DAYS * DAY) },
    },
    take: BATCH,
    select: { id: true, fromBusiness: { select: PARTY }, toBusiness: { select: PARTY } },
  });
  let reminded = 0;
  for (const referral of stale) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.referral.updateMany({
        where: { id: referral.id, remindedAt: null },
        data: { remindedAt: now },
      });
      if (count === 0) return;
      await tellReferralReminder(tx, referral.toBusiness, referral.fromBusiness);
      reminded++;
    });
  }
  return reminded;
}

export async function removeClosedReferralContacts(db: Db, now = new Date()): Promise<number> {
  const { count } = await db.referral.updateMany({
    where: {
      contactRemovedAt: null,
      closedAt: { lt: new Date(now.getTime() - REFERRAL_CONTACT_KEEP_DAYS * DAY) },
    },
    data: { customerName: null, customerEmail: null, customerPhone: null, contactRemovedAt: now },
  });
  return count;
}

let timer: ReturnType<typeof setInterval> | null = null;

/** Sweeps every hour in this process (and once a minute after start). */
export function startNetworkSweeper(): void {
  if (timer) return;
  const sweep = async () => {
    try {
      await remindStaleReferrals(appDb);
      await removeClosedReferralContacts(appDb);
    } catch (error) {
      console.error("The network sweep failed:", error instanceof Error ? error.message : error);
    }
  };
  setTimeout(sweep, MINUTE).unref();
  timer = setInterval(sweep, 60 * MINUTE);
  timer.unref();
}
