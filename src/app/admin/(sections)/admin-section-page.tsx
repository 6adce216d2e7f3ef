import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { ADMIN_SECTIONS, type AdminSection } from "@/features/admin-hub/sections";

/** An admin screen that is still to be built: it proves the route and its access rule. */
export async function AdminSectionPage({ section }: { section: AdminSection }) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  return <AreaPage title={ADMIN_SECTIONS[section]} audience="Admin area. Admins only." user={user} />;
}

export function adminSectionMetadata(section: AdminSection) {
  return { title: `${ADMIN_SECTIONS[section]} | Admin | LocalHub` };
}
