import { notFound } from "next/navigation";
import { AreaPlaceholder } from "@/components/layout/area-placeholder";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { ADMIN_SECTIONS, isAdminSection } from "../admin-sections";

type Props = { params: Promise<{ section: string }> };

export async function generateMetadata({ params }: Props) {
  const { section } = await params;
  return { title: isAdminSection(section) ? `${ADMIN_SECTIONS[section]} | Admin | LocalHub` : "Admin | LocalHub" };
}

export default async function AdminSectionPage({ params }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { section } = await params;
  if (!isAdminSection(section)) notFound();
  return <AreaPlaceholder title={ADMIN_SECTIONS[section]} audience="Admin area. Admins only." user={user} />;
}
