import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { OWNER_AREA_ROLES } from "@/lib/roles";

export const metadata: Metadata = { title: "Business Dashboard | LocalHub" };

export default async function BusinessDashboardPage() {
  const user = await requirePageAccess(OWNER_AREA_ROLES);
  return <AreaPage title="Business Dashboard" audience="Profile, services, offers and review requests, for business owners." user={user} />;
}
