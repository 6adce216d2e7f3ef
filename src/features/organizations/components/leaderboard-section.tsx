// The organisation's leaderboards for one period, with the period switch as plain links (the
// address keeps it). Closed business value is the organisation's total; a member's own value shows
// only when that member opted in.
import Link from "next/link";
import { LEADERBOARD_PERIODS } from "../types";
import { pageHref, PERIOD_LABELS, type OrganizationPageState } from "./page-url";

type Entry = { business: { id: string; businessName: string; path: string }; value: number };
export type LeaderboardView = {
  referralsGiven: Entry[];
  reviewsReceived: Entry[];
  closedValue: { totalCents: number; wonReferrals: number; shownMembers: Entry[] };
  newMembersBroughtIn: number;
};

const dollars = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

/** Members in order, numbered, each with its value. */
function RankedList({
  entries,
  className,
  value,
}: {
  entries: Entry[];
  className: string;
  value: (entry: Entry) => React.ReactNode;
}) {
  return (
    <ol className={className}>
      {entries.map((entry, index) => (
        <li key={entry.business.id} className="flex items-baseline justify-between gap-3">
          <span className="min-w-0">
            <span className="mr-2 inline-block w-5 text-right text-slate-500">{index + 1}.</span>
            <a href={entry.business.path} className="break-words text-slate-800 hover:text-brand-700 hover:underline">
              {entry.business.businessName}
            </a>
          </span>
          <span className="shrink-0 font-medium text-slate-900">{value(entry)}</span>
        </li>
      ))}
    </ol>
  );
}

function Ranking({ title, entries, unit }: { title: string; entries: Entry[]; unit: string }) {
  return (
    <Card title={title}>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">None yet in this period.</p>
      ) : (
        <RankedList
          entries={entries}
          className="mt-2 space-y-1 text-sm"
          value={(entry) => (
            <>
              {entry.value.toLocaleString("en-US")}
              <span className="sr-only"> {unit}</span>
            </>
          )}
        />
      )}
    </Card>
  );
}

export function LeaderboardSection({
  basePath,
  state,
  leaderboard,
}: {
  basePath: string;
  state: OrganizationPageState;
  leaderboard: LeaderboardView;
}) {
  return (
    <div className="space-y-4">
      <nav aria-label="Leaderboard period" className="flex flex-wrap gap-2">
        {LEADERBOARD_PERIODS.map((period) => {
          const current = period === state.period;
          return (
            <Link
              key={period}
              href={pageHref(basePath, { ...state, period }, "#leaderboard")}
              aria-current={current ? "page" : undefined}
              scroll={false}
              className={`rounded-full px-3 py-1.5 text-sm font-medium ${
                current
                  ? "bg-brand-600 text-white"
                  : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
              }`}
            >
              {PERIOD_LABELS[period]}
            </Link>
          );
        })}
      </nav>
      <div className="grid gap-4 md:grid-cols-2">
        <Ranking title="Referrals given" entries={leaderboard.referralsGiven} unit="referrals" />
        <Ranking title="Reviews received" entries={leaderboard.reviewsReceived} unit="reviews" />
        <Card title="Closed business value">
          <p className="mt-2 text-2xl font-bold text-slate-900">{dollars(leaderboard.closedValue.totalCents)}</p>
          <p className="text-sm text-slate-600">
            from {leaderboard.closedValue.wonReferrals.toLocaleString("en-US")} won{" "}
            {leaderboard.closedValue.wonReferrals === 1 ? "referral" : "referrals"} between members and their customers
          </p>
          {leaderboard.closedValue.shownMembers.length > 0 && (
            <RankedList
              entries={leaderboard.closedValue.shownMembers}
              className="mt-3 space-y-1 border-t border-slate-100 pt-2 text-sm"
              value={(entry) => dollars(entry.value)}
            />
          )}
        </Card>
        <Card title="New members brought in">
          <p className="mt-2 text-2xl font-bold text-slate-900">
            {leaderboard.newMembersBroughtIn.toLocaleString("en-US")}
          </p>
          <p className="text-sm text-slate-600">
            businesses listed on LocalHub after joining through this organization
          </p>
        </Card>
      </div>
    </div>
  );
}
