import "server-only";
// The fraud check of a join: signals scored into low / medium / high, never a refusal (the spec
// accepts every valid sign-up). A high-risk entry is held: it counts toward no area's progress and
// credits no referrer until an admin clears it on /admin/referrals.
import { createHash } from "node:crypto";
import { isDisposableEmailDomain } from "disposable-email-domains-js";
import type { Db } from "@/platform/db";
import type { RiskLevel, RiskReason } from "./types";

const DAY_MS = 86_400_000;

/** An address as compared for near-duplicates: no "+tag", no dots before the @, one Gmail domain. */
export function canonicalEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return email.toLowerCase();
  const local = email.slice(0, at).toLowerCase().split("+")[0]!.replaceAll(".", "");
  const domain = email.slice(at + 1).toLowerCase();
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}

/** The browser's random id is stored only as a hash. */
export const browserKeyHash = (key: string | undefined) =>
  key ? createHash("sha256").update(`waitlist-browser:${key}`).digest("hex") : null;

export type RiskSignals = {
  email: string;
  ip: string | null;
  browserKeyHash: string | null;
  /** The entry whose referral link was used, with how it joined. */
  referrer: { referrerIp: string | null; browserKeyHash: string | null } | null;
};

export type RiskAssessment = { level: RiskLevel; reasons: RiskReason[] };

/** Points per signal: 3 or more is high, 1 or more medium. */
const HIGH = 3;
const MEDIUM = 1;

/**
 * Scores a join before it is saved, from the entries already there: a throwaway domain or another
 * entry with the same canonical address is high on its own; joins from one network address (2 or
 * more others in a day: medium, 5: high) and one browser (1 other: medium, 3: high) add up.
 */
export async function assessRisk(db: Db, signals: RiskSignals, now = new Date()): Promise<RiskAssessment> {
  const since = new Date(now.getTime() - DAY_MS);
  const canonical = canonicalEmail(signals.email);
  const domain = signals.email.slice(signals.email.lastIndexOf("@") + 1).toLowerCase();
  const [similar, fromAddress, fromBrowser] = await Promise.all([
    db.waitlistEntry.count({ where: { emailCanonical: canonical, email: { not: signals.email } } }),
    signals.ip ? db.waitlistEntry.count({ where: { referrerIp: signals.ip, createdAt: { gte: since } } }) : 0,
    signals.browserKeyHash
      ? db.waitlistEntry.count({ where: { browserKeyHash: signals.browserKeyHash, createdAt: { gte: since } } })
      : 0,
  ]);
  const points = new Map<RiskReason, number>();
  if (isDisposableEmailDomain(domain)) points.set("disposable-domain", HIGH);
  if (similar > 0) points.set("similar-email", HIGH);
  if (fromAddress >= 5) points.set("same-address", HIGH);
  else if (fromAddress >= 2) points.set("same-address", MEDIUM);
  if (fromBrowser >= 3) points.set("same-browser", HIGH);
  else if (fromBrowser >= 1) points.set("same-browser", MEDIUM);
  const referrer = signals.referrer;
  if (referrer && signals.browserKeyHash && referrer.browserKeyHash === signals.browserKeyHash)
    points.set("self-referral", HIGH);
  else if (referrer && signals.ip && referrer.referrerIp === signals.ip) points.set("self-referral", MEDIUM);
  const total = [...points.values()].reduce((sum, value) => sum + value, 0);
  return { level: total >= HIGH ? "high" : total >= MEDIUM ? "medium" : "low", reasons: [...points.keys()] };
}
