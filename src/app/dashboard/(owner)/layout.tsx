import { requirePageAccess } from "@/server/auth/page-access";
import { OWNER_AREA_ROLES } from "@/lib/roles";

export default async function OwnerDashboardLayout({ children }: { children: React.ReactNode }) {
  await requirePageAccess(OWNER_AREA_ROLES);
  return children;
}
