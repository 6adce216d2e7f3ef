"use client";
// Shared by the referral screens: the Received / Sent switch, and a list filtered by status a page
// at a time.
import Link from "next/link";
import { useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { REFERRAL_STATUS_LABELS, REFERRAL_STATUSES, type TReferralStatus } from "@/features/network/types";
import { networkHref } from "./format";
import { ListState, NetworkSection, Pager, Rows } from "./parts";

function ReferralTabs({ businessId, current }: { businessId: string; current: "received" | "sent" }) {
  const tabs = [
    { key: "received", label: "Received", path: "/dashboard/network/referrals" },
    { key: "sent", label: "Sent", path: "/dashboard/network/referrals/sent" },
  ] as const;
  return (
    <nav aria-label="Referrals">
      <ul className="inline-flex rounded-lg bg-slate-100 p-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={networkHref(tab.path, businessId)}
              aria-current={tab.key === current ? "page" : undefined}
              className={`inline-block rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 aria-[current=page]:bg-white aria-[current=page]:text-slate-900 aria-[current=page]:shadow-sm ${FOCUS_RING}`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A referral screen: the Received / Sent switch above the list's card. */
export function ReferralScreen({
  businessId,
  current,
  description,
  children,
}: {
  businessId: string;
  current: "received" | "sent";
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-4">
      <ReferralTabs businessId={businessId} current={current} />
      <NetworkSection id={`referrals-${current}-title`} title={`Referrals ${current}`} description={description}>
        {children}
      </NetworkSection>
    </div>
  );
}

/** All, New, Contacted, ...: toggle buttons, the chosen one pressed. */
function StatusFilter({
  value,
  onChange,
}: {
  value: TReferralStatus | null;
  onChange: (status: TReferralStatus | null) => void;
}) {
  const choices: { status: TReferralStatus | null; label: string }[] = [
    { status: null, label: "All" },
    ...REFERRAL_STATUSES.map((status) => ({ status, label: REFERRAL_STATUS_LABELS[status] })),
  ];
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          aria-pressed={value === choice.status}
          onClick={() => onChange(choice.status)}
          className={`aria-pressed:text-brand-800 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:font-medium ${FOCUS_RING}`}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}

/** The status chosen and the page shown of a referral list; choosing a status goes back to page 1. */
export function useStatusPage() {
  const [status, setStatusOnly] = useState<TReferralStatus | null>(null);
  const [page, setPage] = useState(1);
  const setStatus = (next: TReferralStatus | null) => {
    setStatusOnly(next);
    setPage(1);
  };
  return { status, page, setPage, setStatus };
}

type ReferralPage<T> = { items: T[]; page: number; total: number; pageSize: number };

/** A referral list: the status filter, the list's states, its rows (`children` draws one) and the pager. */
export function ReferralList<T>({
  filter,
  query,
  emptyText,
  children,
}: {
  filter: ReturnType<typeof useStatusPage>;
  query: { isPending: boolean; isFetching: boolean; error: { message: string } | null; data?: ReferralPage<T> };
  /** Shown when there is no referral at all (with a status chosen, the text names it). */
  emptyText: string;
  children: (item: T) => React.ReactNode;
}) {
  const { status } = filter;
  const data = query.data;
  return (
    <>
      <StatusFilter value={status} onChange={filter.setStatus} />
      <ListState
        loading={query.isPending}
        error={query.error}
        empty={data?.items.length === 0}
        emptyText={status ? `No referrals marked ${REFERRAL_STATUS_LABELS[status].toLowerCase()}.` : emptyText}
      />
      <Rows items={data?.items} className="space-y-3" busy={query.isFetching}>
        {children}
      </Rows>
      {data && <Pager list={data} label="Referral pages" onPage={filter.setPage} />}
    </>
  );
}
