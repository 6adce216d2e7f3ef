import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { adminSectionMetadata } from "../section-metadata";
import { BusinessesScreen } from "@/features/businesses/admin/components/businesses-screen";

export const metadata = adminSectionMetadata("businesses");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminBusinessesPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const params = await searchParams;
  return (
    <AreaPage wide title="Businesses" audience="Admin area. Admins only." user={user}>
      <BusinessesScreen
        params={params}
        load={(query) => Promise.all([api.businessAdmin.list(query), api.businessAdmin.categoryOptions()])}
      />
    </AreaPage>
  );
}
