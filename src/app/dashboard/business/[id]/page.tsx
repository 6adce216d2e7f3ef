import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";

export const metadata: Metadata = { title: "Edit business | LocalHub" };

export default async function EditBusinessPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess("signed-in");
  const { id } = await params;
  return <AreaPage title="Edit business" audience={`Editing business ${id}, for its owner.`} user={user} />;
}
