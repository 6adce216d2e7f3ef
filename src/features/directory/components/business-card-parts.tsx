// The small pieces of a business card, kept apart so the card itself reads as a layout.
import type { BusinessCardData, BusinessCardTag } from "@/features/directory/types";
import { LogoImage } from "@/components/ui/image-with-fallback";
import { readableOnWhite } from "@/lib/contrast";
import { KM_PER_MILE } from "../distance";

/** "4.5" with one decimal, or "New" for a business nobody has reviewed yet. */
export const ratingLabel = (business: Pick<BusinessCardData, "averageRating" | "totalReviews">) =>
  business.totalReviews > 0 ? business.averageRating.toFixed(1) : "New";

export const reviewCountLabel = (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`;

/** Distances are shown in miles, as Texans measure them; next door is "Under 0.1 mi away", never "0.0". */
export function distanceLabel(km: number): string {
  const miles = km / KM_PER_MILE;
  return miles < 0.1 ? "Under 0.1 mi away" : `${miles.toFixed(1)} mi away`;
}

export function BusinessLogo({ business, className }: { business: BusinessCardData; className: string }) {
  return (
    <LogoImage
      src={business.thumbnailUrl}
      name={business.businessName}
      loading="lazy"
      className={className}
      markClassName="bg-brand-50 text-xl text-brand-700"
      markTestId="business-logo-fallback"
    />
  );
}

export function RatingSummary({ business }: { business: BusinessCardData }) {
  const rated = business.totalReviews > 0;
  return (
    <p className="flex items-center gap-1.5 text-sm" data-testid="business-rating">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={`size-4 ${rated ? "text-amber-400" : "text-slate-300"}`}
      >
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      <span className="font-semibold text-slate-900">
        <span className="sr-only">Rating </span>
        {ratingLabel(business)}
      </span>
      <span className="text-slate-500">({reviewCountLabel(business.totalReviews)})</span>
    </p>
  );
}

/** "Open · closes 6 PM" in green, "Closed · opens 7 AM Tue" in grey. */
export function OpenStatusLine({ status }: { status: NonNullable<BusinessCardData["openStatus"]> }) {
  return (
    <p
      data-testid="open-status"
      data-open={status.open}
      className={`text-sm font-medium ${status.open ? "text-emerald-700" : "text-slate-600"}`}
    >
      {status.label}
    </p>
  );
}

export function VerifiedBadge() {
  return (
    <span
      data-testid="verified-badge"
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-600/20"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
        <path
          fillRule="evenodd"
          d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
          clipRule="evenodd"
        />
      </svg>
      Verified
    </span>
  );
}

/**
 * "Founding member": one of the first businesses listed when LocalHub launched in its area. Visible
 * text, named for assistive technology by the same words (a note), its meaning in the description.
 */
export function FoundingMemberBadge({ large = false }: { large?: boolean }) {
  return (
    <span
      role="note"
      aria-label="Founding member"
      title="One of the first businesses listed when LocalHub launched in its area"
      data-testid="founding-member-badge"
      className={`inline-flex items-center gap-1 rounded-full bg-amber-50 font-medium whitespace-nowrap text-amber-800 ring-1 ring-amber-600/30 ${large ? "px-2.5 py-0.5 text-sm" : "px-2 py-0.5 text-xs"}`}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={large ? "size-4" : "size-3.5"}
      >
        <path d="M3.5 2.75a.75.75 0 0 0-1.5 0v14.5a.75.75 0 0 0 1.5 0v-4.392l1.657-.348a6.449 6.449 0 0 1 4.271.572 7.948 7.948 0 0 0 5.965.524l2.078-.64A.75.75 0 0 0 18 12.25v-8.5a.75.75 0 0 0-.904-.734l-2.38.501a7.25 7.25 0 0 1-4.186-.363l-.502-.2a8.75 8.75 0 0 0-5.053-.439l-1.475.31V2.75Z" />
      </svg>
      Founding member
    </span>
  );
}

const FEATURE_BADGES = [
  ["onlineBooking", "Online Booking"],
  ["sameDayService", "Same-Day Service"],
] as const;

/** Online booking and same-day service, from the business's flags (the ones the feature filters use). */
export function FeatureBadges({ business }: { business: Pick<BusinessCardData, "onlineBooking" | "sameDayService"> }) {
  const shown = FEATURE_BADGES.filter(([flag]) => business[flag]);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Features">
      {shown.map(([flag, label]) => (
        <li
          key={flag}
          data-testid="business-feature"
          className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-700/20"
        >
          {label}
        </li>
      ))}
    </ul>
  );
}

/** The first `limit` tags, then "+N" for the rest. */
export function TagList({ tags, limit }: { tags: BusinessCardTag[]; limit: number }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, limit);
  const hidden = tags.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {shown.map((tag) => {
        // The tag's own colour marks the border; its text is darkened where needed to stay readable (AA).
        const text = tag.color && readableOnWhite(tag.color);
        return (
          <li
            key={tag.id}
            data-testid="business-tag"
            className="rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700"
            style={text ? { borderColor: tag.color!, color: text } : undefined}
          >
            {tag.name}
          </li>
        );
      })}
      {hidden > 0 && (
        <li
          data-testid="business-tag-more"
          className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600"
        >
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">{hidden} more tags</span>
        </li>
      )}
    </ul>
  );
}

export function PinnedOffer({ offer }: { offer: NonNullable<BusinessCardData["pinnedOffer"]> }) {
  return (
    <p
      data-testid="pinned-offer"
      className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <span className="font-semibold">Offer: </span>
      {offer.title}
    </p>
  );
}
