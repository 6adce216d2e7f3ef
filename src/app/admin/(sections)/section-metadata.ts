import { ADMIN_SECTIONS, type AdminSection } from "@/features/admin-hub/sections";

export function adminSectionMetadata(section: AdminSection) {
  return { title: `${ADMIN_SECTIONS[section]} | Admin | LocalHub` };
}
