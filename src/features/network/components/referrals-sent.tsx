"use client";
// The referrals this business gave: to whom, the customer's name and need (never their contact
// details), where each stands and the value when won.
import { LocalTime } from "@/components/ui/local-time";
import { formatDollars, REFERRAL_STATUS_LABELS } from "@/features/network/types";
import { api } from "@/trpc/react";
import { profilePath, REFERRAL_STATUS_STYLE } from "./format";
import { Badge, TextLink, ViaConnections } from "./parts";
import { ReferralList, ReferralScreen, useStatusPage } from "./referral-parts";

export function ReferralsSent({ business }: { business: { id: string; businessName: string }; canAct: boolean }) {
  const filter = useStatusPage();
  const referrals = api.network.referralsSent.useQuery(
    { businessId: business.id, status: filter.status ?? undefined, page: filter.page },
    { placeholderData: (previous) => previous },
  );
  return (
    <ReferralScreen
      businessId={business.id}
      current="sent"
      description={
        <>
          Customers you passed to other businesses. To refer someone,{" "}
          <ViaConnections businessId={business.id} action="Refer a customer" />
        </>
      }
    >
      <ReferralList filter={filter} query={referrals} emptyText="You have not referred anyone yet.">
        {(referral) => (
          <li key={referral.id}>
            <article
              aria-labelledby={`sent-${referral.id}`}
              className="space-y-2 rounded-lg border border-slate-200 p-4"
              data-testid="referral-sent"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 id={`sent-${referral.id}`} className="text-base font-semibold break-words text-slate-900">
                    {referral.customerName ?? "Customer (name removed)"}
                  </h3>
                  <p className="text-sm text-slate-600">
                    To <TextLink href={profilePath(referral.toBusiness)}>{referral.toBusiness.businessName}</TextLink>,{" "}
                    {referral.toBusiness.city}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-2">
                  {referral.status === "won" && referral.valueCents !== null && (
                    <span className="text-sm font-semibold text-emerald-800">{formatDollars(referral.valueCents)}</span>
                  )}
                  <Badge className={REFERRAL_STATUS_STYLE[referral.status]}>
                    {REFERRAL_STATUS_LABELS[referral.status]}
                  </Badge>
                </div>
              </div>
              <p className="text-sm break-words whitespace-pre-line text-slate-800">
                <span className="font-medium text-slate-700">Need: </span>
                {referral.need}
              </p>
              {referral.closeReason && (
                <p className="text-sm text-slate-700">
                  <span className="font-medium">Reason: </span>
                  {referral.closeReason}
                </p>
              )}
              <p className="flex flex-wrap gap-x-4 text-xs text-slate-500">
                <span>
                  Sent <LocalTime at={referral.createdAt} />
                </span>
                {referral.lastStepAt && (
                  <span>
                    Last update <LocalTime at={referral.lastStepAt} />
                  </span>
                )}
                {referral.closedAt && (
                  <span>
                    Closed <LocalTime at={referral.closedAt} />
                  </span>
                )}
              </p>
            </article>
          </li>
        )}
      </ReferralList>
    </ReferralScreen>
  );
}
