import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";

export const metadata = { title: "Edit business | Admin | LocalHub" };

export default async function AdminEditBusinessPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { id } = await params;
  return <AreaPage title="Edit business" audience={`Admin editing of business ${id}. Admins only.`} user={user} />;
}
