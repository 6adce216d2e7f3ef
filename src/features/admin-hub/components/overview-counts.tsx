import Link from "next/link";
import type { AdminOverview } from "@/features/admin-hub/queries";
import { FOCUS_RING } from "@/components/ui/focus-ring";

type Counts = AdminOverview["counts"];
type Count = { key: keyof Counts; label: string; href: string };

/** What needs attention, grouped; each number links to the screen filtered to those rows. */
const GROUPS: Array<{ title: string; counts: Count[] }> = [
  {
    title: "Businesses",
    counts: [
      { key: "activeBusinesses", label: "active", href: "/admin/businesses?active=yes" },
      { key: "pendingVerification", label: "pending verification", href: "/admin/businesses?status=pending" },
      { key: "inactiveBusinesses", label: "inactive", href: "/admin/businesses?active=no" },
      { key: "openClaims", label: "open claims", href: "/admin/businesses?tab=claims" },
    ],
  },
  {
    title: "Reviews",
    counts: [
      { key: "reportedReviews", label: "reported", href: "/admin/reviews?reported=1" },
      { key: "hiddenReviews", label: "hidden", href: "/admin/reviews?status=hidden" },
    ],
  },
  {
    title: "Waitlist",
    counts: [
      { key: "waitingEntries", label: "waiting", href: "/admin/referrals?status=waiting" },
      { key: "convertedEntries", label: "converted", href: "/admin/referrals?status=converted" },
      { key: "awaitingChallenges", label: "challenges awaiting review", href: "/admin/challenges" },
    ],
  },
  { title: "People", counts: [{ key: "newUsers", label: "new users in the last 7 days", href: "/admin/users" }] },
];

export function OverviewCounts({ counts }: { counts: Counts }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {GROUPS.map((group) => (
        <section
          key={group.title}
          aria-labelledby={`count-${group.title}`}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 id={`count-${group.title}`} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {group.title}
          </h3>
          <ul className="mt-2 space-y-1">
            {group.counts.map((count) => (
              <li key={count.key}>
                <Link
                  href={count.href}
                  className={`flex items-baseline gap-2 rounded hover:text-brand-700 ${FOCUS_RING}`}
                >
                  <span className="text-2xl font-bold text-slate-900 tabular-nums">
                    {counts[count.key].toLocaleString("en-US")}
                  </span>
                  <span className="text-sm text-slate-700">{count.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
