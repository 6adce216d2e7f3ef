import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { OwnerDashboard } from "@/features/businesses/editor/components/owner-dashboard";
import { OWNER_AREA_ROLES } from "@/lib/roles";

export const metadata: Metadata = { title: "Business Dashboard | LocalHub" };

type Props = { searchParams: Promise<{ business?: string | string[] }> };

export default async function BusinessDashboardPage({ searchParams }: Props) {
  const user = await requirePageAccess(OWNER_AREA_ROLES);
  const [businesses, { business: chosen }] = await Promise.all([api.businesses.dashboard(), searchParams]);
  return (
    <AreaPage
      title="Business Dashboard"
      audience="Your businesses: how they are doing and what to add next."
      user={user}
    >
      <OwnerDashboard businesses={businesses} chosen={chosen} />
    </AreaPage>
  );
}
