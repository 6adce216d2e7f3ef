import Link from "next/link";
import type { BusinessProfile } from "@/features/business-profile/queries";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { ProfileCard } from "./profile-card";

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
const pagerClass = `rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 ${FOCUS_RING}`;

export function ReviewsSection({ business, basePath }: { business: BusinessProfile; basePath: string }) {
  const { reviewCount, ratingCounts, reviews, reviewsPage, reviewPages } = business;
  const pageHref = (page: number) => (page === 1 ? `${basePath}#reviews` : `${basePath}?reviews=${page}#reviews`);

  return (
    <div id="reviews" className="scroll-mt-20">
      <ProfileCard title="Reviews">
        {reviewCount === 0 ? (
          <p className="text-sm text-slate-600">No reviews yet.</p>
        ) : (
          <div className="grid gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
            <div>
              <p className="text-4xl font-bold text-slate-900">{business.averageRating.toFixed(1)}</p>
              <p className="text-sm text-slate-600">
                {reviewCount} {reviewCount === 1 ? "review" : "reviews"}
              </p>
              <ul aria-label="Rating breakdown" className="mt-4 space-y-1.5">
                {ratingCounts.map((row) => (
                  <li key={row.stars} className="flex items-center gap-2 text-sm" data-testid={`rating-${row.stars}`}>
                    <span className="w-12 text-slate-700">{row.stars} star</span>
                    <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                      <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(row.count / reviewCount) * 100}%` }} />
                    </span>
                    <span className="w-8 text-right text-slate-600">{row.count}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <ul className="divide-y divide-slate-100">
                {reviews.map((review) => (
                  <li key={review.id} className="py-4 first:pt-0">
                    <p className="flex flex-wrap items-center gap-x-3 text-sm">
                      <span role="img" className="text-amber-500" aria-label={`${review.rating} out of 5 stars`}>
                        {"★".repeat(review.rating)}
                        <span className="text-slate-300">{"★".repeat(5 - review.rating)}</span>
                      </span>
                      <span className="font-medium text-slate-900">{review.reviewerName}</span>
                      <time dateTime={review.createdAt.toISOString()} className="text-slate-500">
                        {dateFormat.format(review.createdAt)}
                      </time>
                    </p>
                    {review.title && <p className="mt-2 font-medium text-slate-900">{review.title}</p>}
                    {review.comment && <p className="mt-1 text-sm text-slate-700">{review.comment}</p>}
                  </li>
                ))}
              </ul>
              {reviewPages > 1 && (
                <nav aria-label="Review pages" className="mt-4 flex items-center gap-3 text-sm">
                  {reviewsPage > 1 && (
                    <Link href={pageHref(reviewsPage - 1)} className={pagerClass}>
                      Newer reviews
                    </Link>
                  )}
                  <span className="text-slate-600">
                    Page {Math.min(reviewsPage, reviewPages)} of {reviewPages}
                  </span>
                  {reviewsPage < reviewPages && (
                    <Link href={pageHref(reviewsPage + 1)} className={pagerClass}>
                      Older reviews
                    </Link>
                  )}
                </nav>
              )}
            </div>
          </div>
        )}
      </ProfileCard>
    </div>
  );
}
