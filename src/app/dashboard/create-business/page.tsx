import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";

export const metadata: Metadata = { title: "Create a business | LocalHub" };

export default async function CreateBusinessPage() {
  const user = await requirePageAccess("signed-in");
  return <AreaPage title="Create a business" audience="List a business on LocalHub, for every signed-in member." user={user} />;
}
