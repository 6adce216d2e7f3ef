// How the network screens write months and response times (browser-safe, no zod).
import type { TReferralStatus, TRecommendationStatus } from "@/features/network/types";

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const longMonthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11" as Nov (short, for the chart's axis) and November 2026 (for its table). */
export function monthLabels(key: string): { short: string; long: string; year: number } {
  const [year = 1970, month = 1] = key.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, 1));
  return { short: monthFormat.format(date), long: longMonthFormat.format(date), year };
}

/** A median response time: 45 minutes, 5.5 hours, 2.3 days. */
export function formatHours(hours: number): string {
  if (hours < 1) {
    const minutes = Math.max(1, Math.round(hours * 60));
    return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  }
  if (hours < 48) return `${Number(hours.toFixed(1))} ${hours === 1 ? "hour" : "hours"}`;
  return `${Number((hours / 24).toFixed(1))} days`;
}

/** The public profile of a business. */
export const profilePath = (business: { citySlug: string; slug: string }) =>
  `/business/${business.citySlug}/${business.slug}`;

/** The network screen's address for one business (`?business=`). */
export const networkHref = (path: string, businessId: string) => `${path}?business=${encodeURIComponent(businessId)}`;

export const REFERRAL_STATUS_STYLE: Record<TReferralStatus, string> = {
  new: "bg-sky-100 text-sky-800",
  contacted: "bg-violet-100 text-violet-800",
  won: "bg-emerald-100 text-emerald-800",
  lost: "bg-slate-100 text-slate-700",
  declined: "bg-amber-100 text-amber-900",
};

export const RECOMMENDATION_STATUS_STYLE: Record<TRecommendationStatus, string> = {
  pending: "bg-sky-100 text-sky-800",
  accepted: "bg-emerald-100 text-emerald-800",
  declined: "bg-slate-100 text-slate-700",
  hidden: "bg-amber-100 text-amber-900",
  removed: "bg-red-100 text-red-800",
};
