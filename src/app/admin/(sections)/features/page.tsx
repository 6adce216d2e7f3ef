import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { adminSectionMetadata } from "../section-metadata";
import { FeatureList } from "@/features/catalogue/components/admin/feature-list";

export const metadata = adminSectionMetadata("features");

/** The platform feature cards of the home page: at most six featured, active ones, in this order. */
export default async function FeaturesPage() {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  return (
    <AreaPage
      title="Platform features"
      audience="The feature cards of the home page. It shows the first six featured, active cards in this order."
      user={user}
    >
      <FeatureList />
    </AreaPage>
  );
}
