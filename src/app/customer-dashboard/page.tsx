import type { Metadata } from "next";
import { AreaPlaceholder } from "@/components/layout/area-placeholder";
import { requirePageAccess } from "@/server/auth/page-access";

export const metadata: Metadata = { title: "My Dashboard | LocalHub" };

export default async function CustomerDashboardPage() {
  const user = await requirePageAccess("signed-in");
  return <AreaPlaceholder title="My Dashboard" audience="Your favourites and lists, for every signed-in member." user={user} />;
}
