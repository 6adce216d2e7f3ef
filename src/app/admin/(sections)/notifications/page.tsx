import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { adminSectionMetadata } from "../section-metadata";
import { AreaLaunches } from "@/features/waitlist-admin/components/area-launches";

export const metadata = adminSectionMetadata("notifications");

export default async function AreaLaunchesPage() {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const overview = await api.waitlistAdmin.launchOverview();
  return (
    <AreaPage
      wide
      title="Area launches"
      audience="Set each city's or ZIP code's goal, then launch it: every business owner waiting there who confirmed their email gets the launch email, once, and its first listed businesses become founding members."
      user={user}
    >
      <AreaLaunches overview={overview} />
    </AreaPage>
  );
}
