import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { OwnerThread } from "@/features/enquiries/components/owner-thread";
import { OWNER_AREA_ROLES } from "@/lib/roles";
import { loadOwnerThread } from "./load-thread";

export const metadata: Metadata = { title: "Enquiry | LocalHub" };

export default async function OwnerThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess(OWNER_AREA_ROLES);
  const thread = await loadOwnerThread((await params).id);
  return (
    <AreaPage
      title="Enquiry"
      audience={`A conversation with a customer of ${thread.business.businessName}.`}
      user={user}
    >
      <OwnerThread thread={thread} />
    </AreaPage>
  );
}
