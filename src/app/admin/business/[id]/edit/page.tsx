import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api, orNotFound } from "@/trpc/server";
import { BusinessEditor } from "@/features/businesses/editor/components/business-editor/business-editor";
import { editorStateOf } from "@/features/businesses/editor/components/business-editor/form-state";
import { AdminBusinessPanel } from "@/features/businesses/ownership/components/admin-business-panel";
import { loadBusinessFacts } from "../load-business";
import { ModerationControls } from "@/features/businesses/admin/components/moderation-controls";

export const metadata: Metadata = { title: "Edit business | Admin | LocalHub" };

/** The owner's form (the same component, each section saved on its own) under the admin's own fields. The layout answered 404 for an unknown id. */
export default async function AdminEditBusinessPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { id } = await params;
  const [facts, business, options] = await Promise.all([
    loadBusinessFacts(id),
    orNotFound(() => api.businesses.forEdit({ id })),
    api.businesses.formOptions(),
  ]);
  return (
    <AreaPage
      title={`Edit ${business.basics.businessName}`}
      audience="Admin editing: each section saves on its own and is recorded in the audit log."
      user={user}
    >
      <BusinessEditor
        businessId={business.id}
        options={options}
        initial={editorStateOf(business)}
        header={
          <AdminBusinessPanel
            business={facts}
            publicUrl={`/business/${business.citySlug}/${business.slug}`}
            moderation={<ModerationControls business={facts} />}
          />
        }
      />
    </AreaPage>
  );
}
