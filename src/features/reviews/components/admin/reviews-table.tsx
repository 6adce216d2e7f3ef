import Link from "next/link";
import { LocalTime } from "@/components/ui/local-time";
import type { TAdminReviewFilters } from "@/features/reviews/schema";
import { HELD_REASON_LABELS, HELD_REASONS, REPORT_REASON_LABELS, type THeldReason } from "@/features/reviews/types";
import type { RouterOutputs } from "@/trpc/react";
import { AdminTable, TruncatedText } from "@/components/ui/data-table";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { ReviewActions } from "./review-actions";
import { reviewsHref } from "./review-params";

type Data = RouterOutputs["adminReviews"]["list"];
type Row = Data["reviews"][number];

const HEADINGS = ["Review", "Business", "Posted", "Status", "Reports", { srOnly: "Actions" }] as const;

/** A page of reviews, newest first, each with its open reports and its actions; then the pages. */
export function ReviewsTable({ data, filters }: { data: Data; filters: TAdminReviewFilters }) {
  return (
    <div className="space-y-4">
      <AdminTable caption="Reviews" headings={HEADINGS} stickyActions>
        {data.reviews.length === 0 && (
          <tr>
            <td colSpan={HEADINGS.length} className="px-3 py-6 text-center text-slate-600">
              No reviews match these filters.
            </td>
          </tr>
        )}
        {data.reviews.map((review) => (
          <ReviewRow key={review.id} review={review} filters={filters} />
        ))}
      </AdminTable>
      <nav aria-label="Review pages" className="flex items-center justify-between">
        <p className="text-sm text-slate-600">
          Page {data.page} of{" "}
          {data.totalCapped ? `${data.pageCount.toLocaleString("en-US")}+` : data.pageCount.toLocaleString("en-US")}
        </p>
        <div className="flex gap-2">
          {data.page > 1 && (
            <Link href={reviewsHref(filters, data.page - 1)} className={BUTTON_CLASS}>
              Previous
            </Link>
          )}
          {(data.page < data.pageCount || data.totalCapped) && data.reviews.length > 0 && (
            <Link href={reviewsHref(filters, data.page + 1)} className={BUTTON_CLASS}>
              Next
            </Link>
          )}
        </div>
      </nav>
    </div>
  );
}

function ReviewRow({ review, filters }: { review: Row; filters: TAdminReviewFilters }) {
  const { business } = review;
  return (
    <tr className="align-top">
      <th scope="row" className="min-w-80 px-3 py-2 text-left font-normal text-slate-800">
        <span role="img" className="text-amber-500" aria-label={`${review.rating} out of 5 stars`}>
          {"★".repeat(review.rating)}
          <span className="text-slate-300">{"★".repeat(5 - review.rating)}</span>
        </span>
        {review.title && <span className="mt-1 block font-semibold text-slate-900">{review.title}</span>}
        {review.comment && (
          <span className="mt-1 line-clamp-4 block max-w-xl [overflow-wrap:anywhere] whitespace-pre-line">
            {review.comment}
          </span>
        )}
        <span className="mt-1 block text-xs text-slate-500">
          by {review.reviewerName}
          {review.user?.email && ` (${review.user.email})`} ·{" "}
          {review.origin === "invited" ? "invited by the business" : "member"}
        </span>
      </th>
      <td className="min-w-44 px-3 py-2">
        <Link
          href={`/business/${business.citySlug}/${business.slug}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {business.businessName}
        </Link>
        <span className="block text-xs text-slate-500">{business.city}</span>
        {filters.businessId !== business.id && (
          <Link
            href={reviewsHref({ ...filters, businessId: business.id })}
            className="text-xs text-slate-600 underline"
          >
            Only this business
          </Link>
        )}
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-600">
        <LocalTime at={review.createdAt} />
      </td>
      <td className="min-w-32 px-3 py-2">
        {review.status === "hidden" && (
          <>
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800">Hidden</span>
            {review.hiddenReason && (
              <span className="mt-1 block max-w-48 text-xs [overflow-wrap:anywhere] text-slate-600">
                Reason: {review.hiddenReason}
              </span>
            )}
          </>
        )}
        {review.status === "held" && (
          <>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Held</span>
            <span className="mt-1 block max-w-48 text-xs text-slate-600" data-testid="held-reason">
              {heldReasonLabel(review.heldReason)}
            </span>
          </>
        )}
        {review.status === "pending_email" && (
          <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800">Awaiting email</span>
        )}
        {review.status === "published" && (
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">Published</span>
        )}
      </td>
      <td className="min-w-64 px-3 py-2">
        <Reports review={review} />
      </td>
      <AdminTable.Actions label={`Actions for ${review.reviewerName}'s review`}>
        <ReviewActions
          review={{
            id: review.id,
            reviewerName: review.reviewerName,
            businessName: business.businessName,
            status: review.status,
            openReports: review.openReports,
          }}
        />
      </AdminTable.Actions>
    </tr>
  );
}

function heldReasonLabel(reason: string | null) {
  return reason && (HELD_REASONS as readonly string[]).includes(reason)
    ? HELD_REASON_LABELS[reason as THeldReason]
    : "Held for moderation";
}

function Reports({ review }: { review: Row }) {
  if (review.openReports === 0) return <span className="text-slate-500">None</span>;
  const more = review.openReports - review.reports.length;
  return (
    <div>
      <p className="font-medium text-red-800">
        {review.openReports === 1 ? "1 open report" : `${review.openReports} open reports`}
      </p>
      <ul className="mt-1 space-y-1.5">
        {review.reports.map((report) => (
          <li key={report.id} className="text-xs text-slate-700">
            <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
            {report.note && <span className="block [overflow-wrap:anywhere]">“{report.note}”</span>}
            <span className="block text-slate-500">
              {report.user.displayName}
              {report.user.email && <TruncatedText text={report.user.email} />}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-1 text-xs text-slate-500">and {more} more</p>}
    </div>
  );
}
