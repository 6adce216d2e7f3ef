"use client";
// Shared by the referral screens: the Received / Sent switch and the status filter.
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { REFERRAL_STATUS_LABELS, REFERRAL_STATUSES, type TReferralStatus } from "@/features/network/types";
import { networkHref } from "./format";

export function ReferralTabs({ businessId, current }: { businessId: string; current: "received" | "sent" }) {
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

/** All, New, Contacted, ...: toggle buttons, the chosen one pressed. */
export function StatusFilter({
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
