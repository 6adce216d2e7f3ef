import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { CustomerEnquiries } from "@/features/enquiries/components/customer-enquiries";

export const metadata: Metadata = { title: "My enquiries | LocalHub", robots: { index: false } };

type Props = { searchParams: Promise<{ page?: string | string[] }> };

export default async function MyEnquiriesPage({ searchParams }: Props) {
  const user = await requirePageAccess("signed-in");
  const { page: asked } = await searchParams;
  const page = Math.min(10_000, Math.max(1, Number.parseInt(typeof asked === "string" ? asked : "1", 10) || 1));
  const enquiries = await api.enquiries.mine({ page });
  return (
    <AreaPage
      title="My enquiries"
      audience="The questions and quote requests you sent businesses, and their answers."
      user={user}
    >
      <CustomerEnquiries enquiries={enquiries} />
    </AreaPage>
  );
}
