// The admin area's start page: what needs attention, the business network's figures, the sign-up
// trend, a tile per admin screen and the latest admin changes.
import Link from "next/link";
import { AdminSection } from "@/components/ui/admin-section";
import { AuditTable } from "@/features/audit/components/audit-table";
import type { AdminHubSummary, AdminOverview } from "@/features/admin-hub/queries";
import { ADMIN_SECTIONS, sectionSummary, type AdminSection as Section } from "@/features/admin-hub/sections";
import { OverviewCounts } from "./overview-counts";
import { TrendChart } from "./trend-chart";

type Props = {
  overview: AdminOverview;
  summary: AdminHubSummary;
  /** The business network's figures (connections, referrals, reported recommendations). */
  network?: React.ReactNode;
};

export function AdminDashboard({ overview, summary, network }: Props) {
  return (
    <div className="space-y-10">
      <AdminSection id="overview-counts" title="At a glance">
        <OverviewCounts counts={overview.counts} />
      </AdminSection>
      {network && (
        <AdminSection id="overview-network" title="Business network">
          {network}
        </AdminSection>
      )}
      <AdminSection id="overview-trend" title="Sign-ups and waitlist entries">
        <TrendChart trend={overview.trend} />
      </AdminSection>
      <AdminSection id="overview-sections" title="Admin sections">
        <nav aria-label="Admin sections">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {(Object.entries(ADMIN_SECTIONS) as Array<[Section, string]>).map(([slug, label]) => (
              <li key={slug}>
                <Link
                  href={`/admin/${slug}`}
                  className="block rounded-lg border border-slate-200 px-4 py-3 font-medium hover:border-brand-500 hover:text-brand-700"
                >
                  {label}
                  <span className="mt-0.5 block text-sm font-normal text-slate-600">
                    {sectionSummary(slug, summary)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </AdminSection>
      <AdminSection id="overview-audit" title="Latest admin changes">
        {overview.latestAudit.length === 0 ? (
          <p className="text-sm text-slate-600">No admin changes yet.</p>
        ) : (
          <AuditTable caption="Latest admin changes, newest first" entries={overview.latestAudit} />
        )}
        <p>
          <Link href="/admin/audit" className="font-medium text-brand-700 hover:underline">
            See the full audit log
          </Link>
        </p>
      </AdminSection>
    </div>
  );
}
