import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { adminSectionMetadata } from "../section-metadata";
import { parseReferralParams } from "@/features/waitlist-admin/components/referral-params";
import { ReferralsScreen } from "@/features/waitlist-admin/components/referrals-screen";

export const metadata = adminSectionMetadata("referrals");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Where the waitlist came from: counts by referral field and over time, the entries, and a CSV export. */
export default async function AdminReferralsPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { filters, error, interval, page } = parseReferralParams(await searchParams);
  const [stats, entries] = await Promise.all([
    api.waitlistAdmin.referralStats({ filters, interval }),
    api.waitlistAdmin.entries({ filters, page }),
  ]);
  return (
    <AreaPage
      wide
      title="Referrals"
      audience="Where waitlist sign-ups come from: sources, campaigns, organisations and referral codes."
      user={user}
    >
      <ReferralsScreen filters={filters} error={error} interval={interval} stats={stats} entries={entries} />
    </AreaPage>
  );
}
