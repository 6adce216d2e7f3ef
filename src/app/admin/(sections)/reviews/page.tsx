import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { adminSectionMetadata } from "../section-metadata";
import { parseReviewParams } from "@/features/reviews/components/admin/review-params";
import { ReviewsScreen } from "@/features/reviews/components/admin/reviews-screen";
import { ModerationTabs } from "@/features/network/components/admin/moderation-tabs";

export const metadata = adminSectionMetadata("reviews");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every review, newest first, with its reports: hide, restore, delete or dismiss the reports. */
export default async function AdminReviewsPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { filters, error, page } = parseReviewParams(await searchParams);
  const [data, paused] = await Promise.all([api.adminReviews.list({ filters, page }), api.adminReviews.paused()]);
  return (
    <AreaPage
      wide
      title="Reviews"
      audience="Every review on LocalHub, newest first, with what members reported and why a review is held. Hiding takes a review off the business's page and rating and tells the owner why; publishing a held review counts it."
      user={user}
    >
      <div className="space-y-6">
        <ModerationTabs current="reviews" />
        <ReviewsScreen filters={filters} error={error} data={data} paused={paused} />
      </div>
    </AreaPage>
  );
}
