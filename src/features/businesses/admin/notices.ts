import "server-only";
// What a business's owner is told about an admin's decision on their business (bell and email,
// through notifyOwner, in the decision's transaction). The email templates are in
// features/email/default-templates.ts under the same keys.
import { absoluteUrl } from "@/platform/site-url";
import type { OwnerNotice } from "@/features/notifications/notify-owner";

export type NoticeTarget = { id: string; businessName: string; ownerId: string | null };

const dashboardPath = (id: string) => `/dashboard?business=${id}`;

function notice(
  business: NoticeTarget,
  type: string,
  title: string,
  body: string,
  variables: Record<string, string> = {},
): OwnerNotice {
  const link = dashboardPath(business.id);
  return { type, title, body, link, variables: { dashboardLink: absoluteUrl(link), ...variables } };
}

export const NOTICES = {
  verified: (business: NoticeTarget) =>
    notice(
      business,
      "business_verified",
      `${business.businessName} is now verified`,
      "Your listing shows the verified badge in the directory.",
    ),
  rejected: (business: NoticeTarget, reason: string) =>
    notice(business, "business_verification_rejected", `${business.businessName} could not be verified`, reason, {
      reason,
    }),
  approved: (business: NoticeTarget) =>
    notice(
      business,
      "business_approved",
      `${business.businessName} is now listed`,
      "Your listing shows in the directory and at its own address.",
    ),
  deactivated: (business: NoticeTarget) =>
    notice(
      business,
      "business_deactivated",
      `${business.businessName} was deactivated`,
      "It no longer shows in the directory or at its address. Contact us if you think this is a mistake.",
    ),
} as const;
