// A profile's reviews (server component): the rating summary, 'Write a review', the sorts, one page
// of reviews with their origin and the business's reply, and the pages. Text is rendered as text:
// nothing in a review becomes HTML or a link.
import { IntentLink } from "@/components/ui/intent-link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { formatDate } from "@/lib/dates";
import {
  HOW_REVIEWS_WORK_PATH,
  ORIGIN_LABELS,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  type PublicReview,
  type RatingSummary,
  type TReviewSort,
} from "@/features/reviews/types";
import { ReviewActions } from "./review-actions";
import { WriteReview } from "./write-review";

const pagerClass = `rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 ${FOCUS_RING}`;

type Props = RatingSummary & {
  businessId: string;
  businessName: string;
  /** The business's zone: a review's day is the day it was where the business is. */
  timeZone: string;
  basePath: string;
  reviews: PublicReview[];
  page: number;
  pages: number;
  sort: TReviewSort;
};

function reviewsHref(basePath: string, sort: TReviewSort, page: number) {
  const params = new URLSearchParams();
  if (sort !== "newest") params.set("reviewsSort", sort);
  if (page > 1) params.set("reviews", String(page));
  const query = params.toString();
  return `${basePath}${query ? `?${query}` : ""}#reviews`;
}

export function ProfileReviews(props: Props) {
  const { reviewCount, ratingCounts, reviews, page, pages, sort, basePath } = props;
  return (
    <div className="grid gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <div>
        <p className="text-4xl font-bold text-slate-900" data-testid="reviews-average">
          {reviewCount === 0 ? "New" : props.averageRating.toFixed(1)}
        </p>
        <p className="text-sm text-slate-600">
          {reviewCount} {reviewCount === 1 ? "review" : "reviews"}
        </p>
        <ul aria-label="Rating breakdown" className="mt-4 space-y-1.5">
          {ratingCounts.map((row) => (
            <li key={row.stars} className="flex items-center gap-2 text-sm" data-testid={`rating-${row.stars}`}>
              <span className="w-12 text-slate-700">{row.stars} star</span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${reviewCount ? (row.count / reviewCount) * 100 : 0}%` }}
                />
              </span>
              <span className="w-8 text-right text-slate-600">{row.count}</span>
            </li>
          ))}
        </ul>
        <div className="mt-5">
          <WriteReview businessId={props.businessId} businessName={props.businessName} path={basePath} />
        </div>
        <p className="mt-4 text-sm">
          <IntentLink
            href={HOW_REVIEWS_WORK_PATH}
            className={`font-medium text-brand-700 hover:underline ${FOCUS_RING}`}
          >
            How reviews work
          </IntentLink>
        </p>
      </div>
      <div>
        {reviewCount === 0 ? (
          <p className="text-sm text-slate-600">No reviews yet.</p>
        ) : (
          <>
            <nav aria-label="Sort reviews" className="mb-4 flex flex-wrap gap-2 text-sm">
              {REVIEW_SORTS.map((option) => (
                <IntentLink
                  key={option}
                  href={reviewsHref(basePath, option, 1)}
                  aria-current={option === sort ? "true" : undefined}
                  className={`aria-[current=true]:text-brand-800 rounded-full border border-slate-300 px-3 py-1 text-slate-700 hover:bg-slate-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 ${FOCUS_RING}`}
                >
                  {REVIEW_SORT_LABELS[option]}
                </IntentLink>
              ))}
            </nav>
            <ul className="divide-y divide-slate-100">
              {reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  businessId={props.businessId}
                  businessName={props.businessName}
                  timeZone={props.timeZone}
                />
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label="Review pages" className="mt-4 flex items-center gap-3 text-sm">
                {page > 1 && (
                  <IntentLink href={reviewsHref(basePath, sort, page - 1)} className={pagerClass}>
                    Previous reviews
                  </IntentLink>
                )}
                <span className="text-slate-600">
                  Page {Math.min(page, pages)} of {pages}
                </span>
                {page < pages && (
                  <IntentLink href={reviewsHref(basePath, sort, page + 1)} className={pagerClass}>
                    More reviews
                  </IntentLink>
                )}
              </nav>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function ReviewItem({
  review,
  businessId,
  businessName,
  timeZone,
}: {
  review: PublicReview;
  businessId: string;
  businessName: string;
  timeZone: string;
}) {
  return (
    <li className="py-4 first:pt-0" data-testid="review">
      <p className="flex flex-wrap items-center gap-x-3 text-sm">
        <span role="img" className="text-amber-500" aria-label={`${review.rating} out of 5 stars`}>
          {"★".repeat(review.rating)}
          <span className="text-slate-300">{"★".repeat(5 - review.rating)}</span>
        </span>
        <span className="font-medium text-slate-900">{review.reviewerName}</span>
        <time dateTime={review.createdAt.toISOString()} className="text-slate-500">
          {formatDate(review.createdAt, timeZone, "long")}
        </time>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${review.origin === "invited" ? "bg-sky-50 text-sky-800" : "bg-slate-100 text-slate-700"}`}
        >
          {ORIGIN_LABELS[review.origin]}
        </span>
      </p>
      {review.title && <p className="mt-2 font-medium text-slate-900">{review.title}</p>}
      {review.comment && (
        <p className="mt-1 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">{review.comment}</p>
      )}
      {review.replyText && review.repliedAt && (
        <div className="border-brand-200 mt-3 rounded-lg border-l-4 bg-slate-50 px-3 py-2" data-testid="review-reply">
          <p className="text-xs font-medium text-slate-700">
            Reply from {businessName} ·{" "}
            <time dateTime={review.repliedAt.toISOString()} className="font-normal text-slate-500">
              {formatDate(review.repliedAt, timeZone, "long")}
            </time>
          </p>
          <p className="mt-1 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">{review.replyText}</p>
        </div>
      )}
      <ReviewActions
        businessId={businessId}
        reviewId={review.id}
        reviewerName={review.reviewerName}
        helpfulCount={review.helpfulCount}
        reply={review.replyText}
      />
    </li>
  );
}
