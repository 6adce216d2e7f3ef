import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { FavouritesSection } from "@/features/favourites/components/favourites-section";
import { ListsSection } from "@/features/lists/components/lists-section";
import { EnquiriesLink } from "@/features/enquiries/components/enquiries-link";

export const metadata: Metadata = { title: "My Dashboard | LocalHub", robots: { index: false } };

export default async function CustomerDashboardPage() {
  const user = await requirePageAccess("signed-in");
  return (
    <AreaPage
      title="My Dashboard"
      audience="Your favourites, lists and enquiries, for every signed-in member."
      user={user}
    >
      <div className="space-y-12">
        <EnquiriesLink />
        <FavouritesSection />
        <ListsSection />
      </div>
    </AreaPage>
  );
}
