import type { GroupCount, ReferralGroup } from "@/features/waitlist-admin/referrals";
import type { TimelineBucket } from "@/features/waitlist-admin/timeline";
import { AdminSection } from "@/components/ui/admin-section";
import { FOCUS_RING } from "@/components/ui/focus-ring";

const GROUP_TITLES: Record<ReferralGroup, string> = {
  source: "By source",
  medium: "By medium",
  campaign: "By campaign",
  organization: "By organization",
  code: "By referral code",
};

/** One small table per referral field: each value with its number of entries. */
export function ReferralGroups({ groups }: { groups: Record<ReferralGroup, GroupCount[]> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {(Object.keys(GROUP_TITLES) as ReferralGroup[]).map((group) => (
        <table key={group} className="w-full rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
          <caption className="px-3 pt-3 text-left font-semibold text-slate-900">{GROUP_TITLES[group]}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-3 py-1 text-left text-xs text-slate-500 uppercase">
                Value
              </th>
              <th scope="col" className="px-3 py-1 text-right text-xs text-slate-500 uppercase">
                Entries
              </th>
            </tr>
          </thead>
          <tbody>
            {groups[group].length === 0 && (
              <tr>
                <td colSpan={2} className="px-3 py-2 text-slate-500">
                  No entries
                </td>
              </tr>
            )}
            {groups[group].map((row) => (
              <tr key={row.value ?? ""} className="border-t border-slate-100">
                <th
                  scope="row"
                  className={`px-3 py-1.5 text-left font-normal ${row.value ? "text-slate-800" : "text-slate-500 italic"}`}
                >
                  {row.value ?? "(none)"}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** Entries per day or week as a table with a bar per row (the number is the accessible value). */
export function Timeline({ buckets, interval }: { buckets: TimelineBucket[]; interval: "day" | "week" }) {
  const max = Math.max(1, ...buckets.map((bucket) => bucket.count));
  return (
    <AdminSection id="timeline" title={`Entries per ${interval}`}>
      {buckets.length === 0 ? (
        <p className="text-sm text-slate-600">No entries in this range.</p>
      ) : (
        // The chart scrolls, so it takes keyboard focus (arrow keys scroll it) and is named for that stop.
        <div
          tabIndex={0}
          role="region"
          aria-label={`Entries per ${interval}, scrollable`}
          className={`max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-sm ${FOCUS_RING}`}
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Entries per {interval}</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr>
                <th scope="col" className="px-3 py-1.5 text-left text-xs text-slate-500 uppercase">
                  {interval === "day" ? "Day" : "Week of"}
                </th>
                <th scope="col" className="px-3 py-1.5 text-left text-xs text-slate-500 uppercase">
                  Entries
                </th>
              </tr>
            </thead>
            <tbody>
              {buckets.map((bucket) => (
                <tr key={bucket.start} className="border-t border-slate-100">
                  <th scope="row" className="w-40 px-3 py-1 text-left font-normal whitespace-nowrap text-slate-700">
                    {dayFormat.format(new Date(`${bucket.start}T00:00:00Z`))}
                  </th>
                  <td className="px-3 py-1">
                    <div className="flex items-center gap-2">
                      <span className="w-8 text-right tabular-nums">{bucket.count}</span>
                      <span
                        aria-hidden="true"
                        className="h-3 rounded bg-brand-500"
                        style={{ width: `${(bucket.count / max) * 100}%` }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}
