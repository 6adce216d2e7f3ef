import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { AdminDashboard } from "@/features/admin-hub/components/admin-dashboard";
import { NetworkFigures } from "@/features/network/components/admin/network-figures";

export const metadata: Metadata = { title: "Admin Dashboard | LocalHub" };

export default async function AdminDashboardPage() {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const [overview, summary, network] = await Promise.all([
    api.adminHub.overview(),
    api.adminHub.summary(),
    api.network.adminOverview(),
  ]);
  return (
    <AreaPage
      wide
      title="Admin Dashboard"
      audience="Run LocalHub: businesses, people, content and the waitlist. Admins only."
      user={user}
    >
      <AdminDashboard overview={overview} summary={summary} network={<NetworkFigures figures={network} />} />
    </AreaPage>
  );
}
