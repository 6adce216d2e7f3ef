import "server-only";
// Saving a waitlist entry: the entry and its challenges in one transaction, exactly one entry per
// email even when the same address is submitted twice at once. The entry keeps the referrer its
// referral code names and the fraud check's score (risk.ts); a high score holds it.
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { resolveLocation } from "@/lib/location";
import { newConfirmationToken, queueConfirmationEmail } from "./confirmation";
import { assessRisk, browserKeyHash, canonicalEmail } from "./risk";
import { referrerByCode } from "./spot";
import { WAITLIST_MESSAGES, uniqueChallenges, type TJoinWaitlistInput } from "./schema";

/** Sign-ups per client address: 10 in 10 minutes, counted before the entry is saved. */
export const waitlistJoins = createLimiter("waitlist-join:address", { limit: 10, windowMs: 10 * MINUTE });

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
const SAVE_ATTEMPTS = 3;

export type JoinedEntry = { id: string; email: string; ownerName: string; businessName: string; city: string };

export async function joinWaitlist(db: Db, input: TJoinWaitlistInput, referrerIp: string | null): Promise<JoinedEntry> {
  const category = await subcategoryName(db, input.parentCategoryId, input.categoryId);
  const { city, zipCode } = resolveLocation(input.location);
  const browser = browserKeyHash(input.browserKey);
  const referrer = await referrerByCode(db, input.referral.code);
  const risk = await assessRisk(db, { email: input.email, ip: referrerIp, browserKeyHash: browser, referrer });
  const data = {
    businessName: input.businessName,
    ownerName: input.ownerName,
    email: input.email,
    phone: input.phone || null,
    category,
    categoryId: input.categoryId,
    parentCategoryId: input.parentCategoryId,
    location: input.location,
    citySlug: city?.slug ?? null,
    zipCode,
    employees: input.employees,
    address: input.address || null,
    instagramUrl: input.instagramUrl,
    facebookUrl: input.facebookUrl,
    tiktokUrl: input.tiktokUrl,
    googleBusinessUrl: input.googleBusinessUrl,
    marketingAuditInterest: input.marketingAuditInterest,
    referralSource: input.referral.source ?? null,
    referralMedium: input.referral.medium ?? null,
    referralCampaign: input.referral.campaign ?? null,
    referralCode: input.referral.code ?? null,
    organizationSlug: input.referral.organizationSlug ?? null,
    organizationName: input.referral.organizationName ?? null,
    referrerIp,
    emailCanonical: canonicalEmail(input.email),
    browserKeyHash: browser,
    riskLevel: risk.level,
    riskReasons: risk.reasons.join(",") || null,
    held: risk.level === "high",
    referredById: referrer?.id ?? null,
  };
  const challenges = uniqueChallenges(input.challenges);
  const confirmation = newConfirmationToken();

  for (let attempt = 1; ; attempt += 1) {
    try {
      const id = await db.$transaction((tx) => saveEntry(tx, { ...data, ...confirmation.columns }, challenges));
      const entry = {
        id,
        email: data.email,
        ownerName: data.ownerName,
        businessName: data.businessName,
        city: city?.name ?? data.location,
      };
      // Double opt-in: only the confirmation link now; the welcome email follows the confirmation.
      await queueConfirmationEmail(db, entry, confirmation.token);
      return entry;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Either the email joined meanwhile, or another entry created the same custom challenge first.
      if ((await db.waitlistEntry.count({ where: { email: data.email } })) > 0) {
        throw new AppError("CONFLICT", WAITLIST_MESSAGES.duplicate.description, "email");
      }
      if (attempt >= SAVE_ATTEMPTS) throw error;
    }
  }
}

async function subcategoryName(db: Db, parentId: string, categoryId: string): Promise<string> {
  const parent = await db.businessCategory.findFirst({
    where: { id: parentId, parentId: null, active: true },
    select: { id: true },
  });
  if (!parent) throw new AppError("BAD_REQUEST", WAITLIST_MESSAGES.unknownCategory, "parentCategoryId");
  const child = await db.businessCategory.findFirst({
    where: { id: categoryId, parentId, active: true },
    select: { name: true },
  });
  if (!child) throw new AppError("BAD_REQUEST", WAITLIST_MESSAGES.subcategoryNotUnderParent, "categoryId");
  return child.name;
}

/** Custom challenges are stored unapproved for review; every chosen challenge counts one use. */
async function saveEntry(
  tx: Tx,
  data: Parameters<Tx["waitlistEntry"]["create"]>[0]["data"],
  challenges: string[],
): Promise<string> {
  const entry = await tx.waitlistEntry.create({ data, select: { id: true } });
  for (const challengeText of challenges) {
    const challenge = await tx.waitlistChallenge.upsert({
      where: { challengeText },
      create: { challengeText, usageCount: 1, isApproved: false },
      update: { usageCount: { increment: 1 } },
      select: { id: true, isApproved: true },
    });
    await tx.waitlistChallengeResponse.create({
      data: { waitlistEntryId: entry.id, challengeId: challenge.id, isApproved: challenge.isApproved },
    });
  }
  return entry.id;
}
