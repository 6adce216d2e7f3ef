import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { ModerationTabs } from "@/features/network/components/admin/moderation-tabs";
import { EnquiryModerationScreen } from "@/features/enquiries/components/admin/moderation-screen";

export const metadata = { title: "Enquiries | Admin | LocalHub" };

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** Held and reported enquiries: release them to the business, remove them, or dismiss their reports. */
export default async function AdminEnquiriesPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { page: asked } = await searchParams;
  const page = Math.min(10_000, Math.max(1, Number.parseInt(typeof asked === "string" ? asked : "1", 10) || 1));
  const queue = await api.enquiries.moderationQueue({ page });
  return (
    <AreaPage
      wide
      title="Enquiries"
      audience="Customers' questions and quote requests held before they reach a business: the same text sent to many businesses, or reported by the business. Release one to its business's inbox, or remove it."
      user={user}
    >
      <div className="space-y-6">
        <ModerationTabs current="enquiries" />
        <EnquiryModerationScreen queue={queue} />
      </div>
    </AreaPage>
  );
}
