import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { adminSectionMetadata } from "../admin-section-page";
import { EntriesTable } from "@/features/waitlist-admin/components/entries-table";
import { FilterForm } from "@/features/waitlist-admin/components/filter-form";
import { parseReferralParams, referralQuery } from "@/features/waitlist-admin/components/referral-params";
import { ReferralGroups, Timeline } from "@/features/waitlist-admin/components/referral-groups";

export const metadata = adminSectionMetadata("referrals");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the waitlist came from: counts by referral field and over time, the entries, and a CSV export. */
export default async function AdminReferralsPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { filters, error, interval, page } = parseReferralParams(await searchParams);
  const [stats, entries] = await Promise.all([api.waitlistAdmin.referralStats({ filters, interval }), api.waitlistAdmin.entries({ filters, page })]);
  return (
    <AreaPage wide title="Referrals" audience="Where waitlist sign-ups come from: sources, campaigns, organisations and referral codes." user={user}>
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
    </AreaPage>
  );
}
