import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { adminSectionMetadata } from "../section-metadata";
import { RecentEmails } from "@/features/email/components/admin/recent-emails";
import { TemplateEditor } from "@/features/email/components/admin/template-editor";

export const metadata = adminSectionMetadata("email-templates");

/** Edit the emails LocalHub sends, with a live preview, and read the latest emails sent. */
export default async function EmailTemplatesPage() {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const templates = await api.emailTemplates.list();
  return (
    <AreaPage
      title="Email templates"
      audience="Edit the emails LocalHub sends. {{variables}} are filled in for each recipient."
      user={user}
    >
      <div className="space-y-12">
        <div className="space-y-10">
          {templates.map((template) => (
            <TemplateEditor key={template.id} template={template} />
          ))}
        </div>
        <RecentEmails />
      </div>
    </AreaPage>
  );
}
