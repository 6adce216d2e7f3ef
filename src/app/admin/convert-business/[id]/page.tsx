import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";

export const metadata = { title: "Convert waitlist entry | Admin | LocalHub" };

export default async function ConvertBusinessPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { id } = await params;
  return <AreaPage title="Convert waitlist entry" audience={`Turn waitlist entry ${id} into a business profile. Admins only.`} user={user} />;
}
