import type { Metadata } from "next";
import Link from "next/link";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { AuditTable } from "@/features/audit/components/audit-table";
import { TrendChart } from "@/features/admin-hub/components/trend-chart";
import { AdminSection } from "@/components/ui/admin-section";
import { OverviewCounts } from "@/features/admin-hub/components/overview-counts";
import { ADMIN_SECTIONS, sectionSummary, type AdminSection as Section } from "./admin-sections";

export const metadata: Metadata = { title: "Admin Dashboard | LocalHub" };

export default async function AdminDashboardPage() {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const [overview, summary] = await Promise.all([api.adminHub.overview(), api.adminHub.summary()]);
  return (
    <AreaPage wide title="Admin Dashboard" audience="Run LocalHub: businesses, people, content and the waitlist. Admins only." user={user}>
      <div className="space-y-10">
        <AdminSection id="overview-counts" title="At a glance">
          <OverviewCounts counts={overview.counts} />
        </AdminSection>
        <AdminSection id="overview-trend" title="Sign-ups and waitlist entries">
          <TrendChart trend={overview.trend} />
        </AdminSection>
        <AdminSection id="overview-sections" title="Admin sections">
          <nav aria-label="Admin sections">
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {(Object.entries(ADMIN_SECTIONS) as Array<[Section, string]>).map(([slug, label]) => (
                <li key={slug}>
                  <Link href={`/admin/${slug}`} className="block rounded-lg border border-slate-200 px-4 py-3 font-medium hover:border-brand-500 hover:text-brand-700">
                    {label}
                    <span className="mt-0.5 block text-sm font-normal text-slate-600">{sectionSummary(slug, summary)}</span>
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
    </AreaPage>
  );
}
