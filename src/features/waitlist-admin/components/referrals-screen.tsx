// The admin's referrals screen: where the waitlist came from, counts by referral field and over
// time, the entries, and a CSV export of them.
import type { TReferralFilters } from "@/features/waitlist-admin/schema";
import type { RouterOutputs } from "@/trpc/react";
import { EntriesTable } from "./entries-table";
import { FilterForm } from "./filter-form";
import { referralQuery } from "./referral-params";
import { ReferralGroups, Timeline } from "./referral-groups";

type Props = {
  filters: TReferralFilters;
  /** Why the address's filters were not usable, if they were not. */
  error: string | null;
  interval: "day" | "week";
  stats: RouterOutputs["waitlistAdmin"]["referralStats"];
  entries: RouterOutputs["waitlistAdmin"]["entries"];
};

export function ReferralsScreen({ filters, error, interval, stats, entries }: Props) {
  return (
    <div className="space-y-8">
      <FilterForm filters={filters} interval={interval} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error} Showing all entries instead.
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-slate-900" aria-live="polite">
          {stats.total === 1 ? "1 waitlist entry" : `${stats.total.toLocaleString("en-US")} waitlist entries`}
        </p>
        <a
          href={`/admin/referrals/export${referralQuery(filters)}`}
          download
          className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          Download CSV
        </a>
      </div>
      <ReferralGroups groups={stats.groups} />
      <Timeline buckets={stats.timeline} interval={interval} />
      <EntriesTable data={entries} filters={filters} interval={interval} />
    </div>
  );
}
