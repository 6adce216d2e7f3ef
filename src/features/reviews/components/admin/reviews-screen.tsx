// The admin's reviews screen: businesses with paused reviews, the filters, the count and every
// matching review with its reports and actions.
import type { TAdminReviewFilters } from "@/features/reviews/schema";
import type { RouterOutputs } from "@/trpc/react";
import { FilterForm } from "./filter-form";
import { PausedBusinesses } from "./paused-businesses";
import { ReviewsTable } from "./reviews-table";

type Props = {
  filters: TAdminReviewFilters;
  /** Why the address's filters were not usable, if they were not. */
  error: string | null;
  data: RouterOutputs["adminReviews"]["list"];
  paused: RouterOutputs["adminReviews"]["paused"];
};

export function ReviewsScreen({ filters, error, data, paused }: Props) {
  const total = `${data.total.toLocaleString("en-US")}${data.totalCapped ? "+" : ""}`;
  return (
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
  );
}
