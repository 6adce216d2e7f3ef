import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { BusinessEditor } from "@/features/businesses/editor/components/business-editor/business-editor";
import { editorStateOf } from "@/features/businesses/editor/components/business-editor/form-state";
import { ListingStatus } from "@/features/businesses/editor/components/listing-status";
import { statusOf } from "@/features/businesses/editor/components/status-badge";
import { loadForEdit } from "./load-for-edit";

export const metadata: Metadata = { title: "Edit business | LocalHub" };

/** The layout answered 404 for an unknown id or someone else's business. */
export default async function EditBusinessPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess("signed-in");
  const { id } = await params;
  const [business, options] = await Promise.all([loadForEdit(id), api.businesses.formOptions()]);
  return (
    <AreaPage title="Edit business" audience="Each section saves on its own." user={user}>
      <BusinessEditor
        businessId={business.id}
        options={options}
        initial={editorStateOf(business)}
        header={
          <ListingStatus
            id={business.id}
            name={business.basics.businessName}
            publicUrl={`/business/${business.citySlug}/${business.slug}`}
            active={business.active}
            status={statusOf(business)}
          />
        }
      />
    </AreaPage>
  );
}
