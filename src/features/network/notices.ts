import "server-only";
// What owners are told about their network (bell and email through the outbox, in the step's
// transaction). The email templates are in features/email/default-templates.ts under these keys;
// no email carries text an owner typed, only business names.
import type { Tx } from "@/platform/db";
import { absoluteUrl } from "@/platform/site-url";
import { notifyOwner } from "@/features/notifications/notify-owner";
import { formatDollars, REFERRAL_STATUS_LABELS, type TReferralStatus } from "./types";

type Party = { id: string; businessName: string; ownerId: string | null };
/** What a notice needs of each business: select it as `{ select: PARTY }`. */
export const PARTY = { id: true, businessName: true, ownerId: true } as const;

const networkPath = (
  screen: "" | "requests" | "referrals" | "referrals/sent" | "recommendations",
  businessId: string,
) => `/dashboard/network${screen ? `/${screen}` : ""}?business=${businessId}`;

function tell(tx: Tx, to: Party, from: Party, type: string, title: string, body: string, link: string, variables = {}) {
  return notifyOwner(tx, to, {
    type,
    title,
    body,
    link,
    variables: { otherBusiness: from.businessName, networkLink: absoluteUrl(link), ...variables },
  });
}

export const tellConnectionRequest = (tx: Tx, to: Party, from: Party) =>
  tell(
    tx,
    to,
    from,
    "connection_request",
    `${from.businessName} wants to connect`,
    `${from.businessName} asked to connect with ${to.businessName}.`,
    networkPath("requests", to.id),
  );

export const tellConnectionAccepted = (tx: Tx, to: Party, from: Party) =>
  tell(
    tx,
    to,
    from,
    "connection_accepted",
    `${from.businessName} accepted your connection`,
    `${to.businessName} and ${from.businessName} are now connected.`,
    networkPath("", to.id),
  );

export const tellReferralReceived = (tx: Tx, to: Party, from: Party) =>
  tell(
    tx,
    to,
    from,
    "referral_received",
    `New referral from ${from.businessName}`,
    `${from.businessName} referred a customer to ${to.businessName}.`,
    networkPath("referrals", to.id),
  );

export function tellReferralStep(
  tx: Tx,
  referrer: Party,
  receiver: Party,
  status: TReferralStatus,
  valueCents: number | null,
) {
  const label = REFERRAL_STATUS_LABELS[status].toLowerCase();
  const detail =
    status === "won" && valueCents !== null
      ? ` They closed ${formatDollars(valueCents)} of business: thank you for the referral!`
      : "";
  return tell(
    tx,
    referrer,
    receiver,
    "referral_update",
    `Referral to ${receiver.businessName}: ${label}`,
    `${receiver.businessName} marked your referral as ${label}.${detail}`,
    networkPath("referrals/sent", referrer.id),
    { status: label, detail },
  );
}

export const tellReferralReminder = (tx: Tx, receiver: Party, referrer: Party) =>
  tell(
    tx,
    receiver,
    referrer,
    "referral_reminder",
    `A referral from ${referrer.businessName} is waiting`,
    "No step in 3 days: let them know how it is going.",
    networkPath("referrals", receiver.id),
  );

export const tellRecommendationReceived = (tx: Tx, to: Party, from: Party) =>
  tell(
    tx,
    to,
    from,
    "recommendation_received",
    `${from.businessName} recommended ${to.businessName}`,
    "It shows on your profile once you accept it.",
    networkPath("recommendations", to.id),
  );

export const tellRecommendationAccepted = (tx: Tx, author: Party, recipient: Party) =>
  tell(
    tx,
    author,
    recipient,
    "recommendation_accepted",
    `${recipient.businessName} accepted your recommendation`,
    "It now shows on their profile.",
    networkPath("recommendations", author.id),
  );
