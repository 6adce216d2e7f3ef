import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { BusinessEditor } from "@/features/businesses/components/business-editor/business-editor";
import { emptyEditorState } from "@/features/businesses/components/business-editor/form-state";

export const metadata: Metadata = { title: "Create a business | LocalHub" };

export default async function CreateBusinessPage() {
  const user = await requirePageAccess("signed-in");
  const options = await api.businesses.formOptions();
  return (
    <AreaPage
      title="Create a business"
      audience="Tell customers about your business: the basics, where you are, how to reach you, your hours, services, offers and photos. You can change everything later."
      user={user}
    >
      <BusinessEditor options={options} initial={emptyEditorState()} />
    </AreaPage>
  );
}
