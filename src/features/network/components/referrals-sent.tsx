"use client";
// The referrals this business gave: to whom, the customer's name and need (never their contact
// details), where each stands and the value when won.
import Link from "next/link";
import { useState } from "react";
import { formatDollars, REFERRAL_STATUS_LABELS, type TReferralStatus } from "@/features/network/types";
import { api } from "@/trpc/react";
import { formatDay, networkHref, profilePath, REFERRAL_STATUS_STYLE } from "./format";
import { Badge, ListState, NetworkSection, Pager } from "./parts";
import { ReferralTabs, StatusFilter } from "./referral-parts";

export function ReferralsSent({ business }: { business: { id: string; businessName: string }; canAct: boolean }) {
  const [status, setStatus] = useState<TReferralStatus | null>(null);
  const [page, setPage] = useState(1);
  const referrals = api.network.referralsSent.useQuery(
    { businessId: business.id, status: status ?? undefined, page },
    { placeholderData: (previous) => previous },
  );
  const data = referrals.data;
  return (
    <div className="space-y-4">
      <ReferralTabs businessId={business.id} current="sent" />
      <NetworkSection
        id="referrals-sent-title"
        title="Referrals sent"
        description={
          <>
            Customers you passed to other businesses. To refer someone, open{" "}
            <Link
              href={networkHref("/dashboard/network", business.id)}
              className="font-medium text-brand-700 hover:underline"
            >
              your connections
            </Link>{" "}
            and choose Refer a customer.
          </>
        }
      >
        <StatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        <ListState
          loading={referrals.isPending}
          error={referrals.error}
          empty={data?.items.length === 0}
          emptyText={
            status
              ? `No referrals marked ${REFERRAL_STATUS_LABELS[status].toLowerCase()}.`
              : "You have not referred anyone yet."
          }
        />
        {data && data.items.length > 0 && (
          <ul className="space-y-3" aria-busy={referrals.isFetching || undefined}>
            {data.items.map((referral) => (
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
                        To{" "}
                        <Link
                          href={profilePath(referral.toBusiness)}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {referral.toBusiness.businessName}
                        </Link>
                        , {referral.toBusiness.city}
                      </p>
                    </div>
                    <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-2">
                      {referral.status === "won" && referral.valueCents !== null && (
                        <span className="text-sm font-semibold text-emerald-800">
                          {formatDollars(referral.valueCents)}
                        </span>
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
                    <span>Sent {formatDay(referral.createdAt)}</span>
                    {referral.lastStepAt && <span>Last update {formatDay(referral.lastStepAt)}</span>}
                    {referral.closedAt && <span>Closed {formatDay(referral.closedAt)}</span>}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pager page={data.page} total={data.total} pageSize={data.pageSize} label="Referral pages" onPage={setPage} />
        )}
      </NetworkSection>
    </div>
  );
}
