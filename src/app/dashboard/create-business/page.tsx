import type { Metadata } from "next";
import { AreaPlaceholder } from "@/components/layout/area-placeholder";
import { requirePageAccess } from "@/server/auth/page-access";

export const metadata: Metadata = { title: "Create a business | LocalHub" };

export default async function CreateBusinessPage() {
  const user = await requirePageAccess("signed-in");
  return <AreaPlaceholder title="Create a business" audience="List a business on LocalHub, for every signed-in member." user={user} />;
}
