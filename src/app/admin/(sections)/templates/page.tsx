import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { adminSectionMetadata } from "../section-metadata";
import { TemplateEditor } from "@/features/catalogue/components/admin/template-editor";

export const metadata = adminSectionMetadata("templates");

/** Business templates per subcategory, offered to owners creating a business there. */
export default async function TemplatesPage() {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  return (
    <AreaPage
      title="Business templates"
      audience="Per subcategory: a starter description, suggested tags and services an owner creating a business there can take with one click."
      user={user}
    >
      <TemplateEditor />
    </AreaPage>
  );
}
