import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { TRPCReactProvider } from "@/trpc/react";

/**
 * Every /admin page is for admins only. The gate sits in the layout, outside the loading boundary,
 * so refused visitors get a real redirect; pages check again (cached) and admin data is guarded
 * by adminProcedure.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess(ADMIN_AREA_ROLES);
  return <TRPCReactProvider>{children}</TRPCReactProvider>;
}
