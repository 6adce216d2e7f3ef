// schema.org LocalBusiness data for a profile, for search engines. The rating is included only
// when the business has published reviews (an AggregateRating of zero reviews is invalid), with the
// reviews the page shows (the first page of the newest on the canonical address).
import { normalizeLink } from "@/lib/links";
import type { BusinessProfile } from "./queries";
import { DAY_NAMES } from "./hours";

const time24 = (minute: number) => {
  const inDay = minute % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
};

/**
 * The logo, the cover and the gallery in its order, each once. Stored images have site-relative
 * URLs; search engines need them absolute. One image stays a single URL, as before the gallery.
 */
function imagesOf(business: BusinessProfile, canonicalUrl: string): string | string[] | undefined {
  const urls = [business.logoUrl, business.coverImageUrl, ...business.photos.map((photo) => photo.url)]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url, canonicalUrl).href);
  const unique = [...new Set(urls)];
  return unique.length > 1 ? unique : unique[0];
}

export function businessJsonLd(business: BusinessProfile, canonicalUrl: string) {
  const sameAs = [
    business.websiteUrl,
    business.facebookUrl,
    business.instagramUrl,
    business.tiktokUrl,
    business.googleBusinessUrl,
  ]
    .map((url) => normalizeLink(url ?? ""))
    .filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": canonicalUrl,
    name: business.businessName,
    url: canonicalUrl,
    description: business.description ?? undefined,
    image: imagesOf(business, canonicalUrl),
    telephone: business.phone ?? undefined,
    email: business.email ?? undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address ?? undefined,
      addressLocality: business.city,
      addressRegion: business.state,
      postalCode: business.zipCode ?? undefined,
      addressCountry: "US",
    },
    geo:
      business.latitude !== null && business.longitude !== null
        ? { "@type": "GeoCoordinates", latitude: business.latitude, longitude: business.longitude }
        : undefined,
    openingHoursSpecification: business.hours.map((row) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: DAY_NAMES[row.dayOfWeek],
      opens: time24(row.openMinute),
      closes: time24(row.closeMinute),
    })),
    sameAs: sameAs.length ? sameAs : undefined,
    aggregateRating:
      business.reviewCount > 0
        ? {
            "@type": "AggregateRating",
            ratingValue: Number(business.averageRating.toFixed(1)),
            reviewCount: business.reviewCount,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    review: business.reviews.length
      ? business.reviews.map((review) => ({
          "@type": "Review",
          author: { "@type": "Person", name: review.reviewerName },
          datePublished: review.createdAt.toISOString().slice(0, 10),
          name: review.title ?? undefined,
          reviewBody: review.comment ?? undefined,
          reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        }))
      : undefined,
  };
}
