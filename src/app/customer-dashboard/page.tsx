import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";

export const metadata: Metadata = { title: "My Dashboard | LocalHub" };

export default async function CustomerDashboardPage() {
  const user = await requirePageAccess("signed-in");
  return <AreaPage title="My Dashboard" audience="Your favourites and lists, for every signed-in member." user={user} />;
}
