import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { CustomerThread } from "@/features/enquiries/components/customer-thread";
import { loadCustomerThread } from "./load-thread";

export const metadata: Metadata = { title: "Enquiry | LocalHub", robots: { index: false } };

export default async function CustomerThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess("signed-in");
  const thread = await loadCustomerThread((await params).id);
  return (
    <AreaPage title="Enquiry" audience={`Your conversation with ${thread.business.businessName}.`} user={user}>
      <CustomerThread thread={thread} />
    </AreaPage>
  );
}
