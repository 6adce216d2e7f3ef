import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { adminSectionMetadata } from "../admin-section-page";
import { FilterForm } from "@/features/reviews/components/admin/filter-form";
import { parseReviewParams } from "@/features/reviews/components/admin/review-params";
import { PausedBusinesses } from "@/features/reviews/components/admin/paused-businesses";
import { ReviewsTable } from "@/features/reviews/components/admin/reviews-table";

export const metadata = adminSectionMetadata("reviews");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every review, newest first, with its reports: hide, restore, delete or dismiss the reports. */
export default async function AdminReviewsPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { filters, error, page } = parseReviewParams(await searchParams);
  const [data, paused] = await Promise.all([api.adminReviews.list({ filters, page }), api.adminReviews.paused()]);
  const total = `${data.total.toLocaleString("en-US")}${data.totalCapped ? "+" : ""}`;
  return (
    <AreaPage
      wide
      title="Reviews"
      audience="Every review on LocalHub, newest first, with what members reported and why a review is held. Hiding takes a review off the business's page and rating and tells the owner why; publishing a held review counts it."
      user={user}
    >
      <div className="space-y-6">
        <PausedBusinesses businesses={paused} />
        <FilterForm filters={filters} business={data.business} />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error} Showing all reviews instead.
          </p>
        )}
        <p className="text-lg font-semibold text-slate-900" aria-live="polite">
          {data.total === 1 ? "1 review" : `${total} reviews`}
        </p>
        <ReviewsTable data={data} filters={filters} />
      </div>
    </AreaPage>
  );
}
