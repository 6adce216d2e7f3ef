import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";

/**
 * Every /admin page is for admins only. Layouts and pages render concurrently, so this redirect is
 * the page-level gate; the data behind admin screens is guarded again by adminProcedure.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess(ADMIN_AREA_ROLES);
  return children;
}
