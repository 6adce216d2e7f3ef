// Texts of the waitlist's admin screens that the browser needs, without zod.
import { RISK_REASONS, type RiskReason } from "@/features/waitlist/types";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The launch dialog's statement of what confirming does, with the exact counts. */
export function launchDescription(preview: { label: string; emails: number; foundingMembers: number }): string {
  const emails =
    preview.emails > 0
      ? `It sends ${plural(preview.emails, "launch email", "launch emails")} to the business owners waiting there who confirmed their address.`
      : "It sends no emails: no confirmed business owner waiting there is left to tell.";
  const badges =
    preview.foundingMembers > 0
      ? `It gives ${plural(preview.foundingMembers, "listed business", "listed businesses")} the "Founding member" badge.`
      : "It gives no founding-member badges.";
  return `Launching ${preview.label} shows it as launched on its public page. ${emails} ${badges}`;
}

/** The toast after a launch: 'Launched in 78701: 2 business owners notified, 1 founding member.' */
export const launchResultMessage = (result: { area: string; notified: number; foundingMembers: number }) =>
  `Launched in ${result.area}: ${plural(result.notified, "business owner", "business owners")} notified, ${plural(result.foundingMembers, "founding member", "founding members")}.`;

/** The fraud check's reasons in words, in the order stored; codes this version does not know are left out. */
export function riskReasonLabels(codes: string | null): string[] {
  return (codes ?? "")
    .split(",")
    .map((code) => code.trim())
    .filter((code): code is RiskReason => code in RISK_REASONS)
    .map((code) => RISK_REASONS[code]);
}
