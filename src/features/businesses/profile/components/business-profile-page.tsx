// The business profile, shared by /business/{city}/{slug}, /business/{slug} and /business/{id}.
// Order: the summary and actions, then what the business offers, contact, hours and the map, and
// the reviews and other businesses' recommendations last, so on a phone contact and hours come
// before the reviews (on large screens contact, hours and the map stand in the right-hand column).
import { businessPath } from "@/features/directory/types";
import type { BusinessProfile } from "@/features/businesses/profile/queries";
import { hoursAt } from "@/features/businesses/profile/hours";
import { directionsHref, postalAddress, telHref } from "@/features/businesses/profile/contact-links";
import { businessJsonLd } from "@/features/businesses/profile/json-ld";
import { JsonLd } from "@/components/ui/json-ld";
import { normalizeLink } from "@/lib/links";
import { env } from "@/platform/env";
import { absoluteUrl } from "@/platform/site-url";
import { ClaimBusiness } from "@/features/businesses/claims/components/claim-business";
import { OwnerNetworkActions } from "@/features/network/components/profile/owner-network-actions";
import { EnquiryAction } from "@/features/enquiries/components/profile/enquiry-action";
import { ProfileRecommendations } from "@/features/network/components/profile/profile-recommendations";
import { ProfileGallery } from "@/features/businesses/gallery/components/profile-gallery";
import { ProfilePosts } from "@/features/posts/components/profile-posts";
import { ProfileInsights } from "@/features/insights/components/profile-insights";
import { OffersList } from "./offers-list";
import { OpeningHours } from "./opening-hours";
import { ProfileActions } from "./profile-actions";
import { ProfileBreadcrumb } from "./profile-breadcrumb";
import { ProfileContact } from "./profile-contact";
import { ProfileHeader } from "./profile-header";
import { ProfileMap } from "./profile-map";
import { ReviewsSection } from "./reviews-section";
import { ServicesList } from "./services-list";

export function BusinessProfilePage({ business, path }: { business: BusinessProfile; path: string }) {
  const now = new Date();
  const { status, today, todayHours, todaySpecial, special } = hoursAt(business, now);
  const canonical = businessPath(business);
  const jsonLd = businessJsonLd(business, absoluteUrl(canonical));
  const address = postalAddress(business);
  const directions = directionsHref(address);
  const position =
    business.latitude !== null && business.longitude !== null
      ? { latitude: business.latitude, longitude: business.longitude }
      : null;

  return (
    <div className="flex-1 pb-16 lg:pb-0">
      <JsonLd data={jsonLd} />
      <ProfileInsights businessId={business.id} />
      <ProfileBreadcrumb business={business} />
      <ProfileHeader
        business={business}
        openNow={status?.open ?? false}
        status={status}
        todayHours={todayHours}
        actions={
          <>
            <ProfileActions
              businessId={business.id}
              businessName={business.businessName}
              tel={telHref(business.phone)}
              directions={directions}
              website={normalizeLink(business.websiteUrl ?? "") || null}
              path={canonical}
            />
            <OwnerNetworkActions businessId={business.id} businessName={business.businessName} />
            <EnquiryAction
              businessId={business.id}
              businessName={business.businessName}
              path={path}
              taking={business.enquiriesEnabled && !business.claimable}
              responseHours={business.responseHours}
            />
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8">
        <div className="space-y-6 empty:hidden lg:col-start-1">
          {business.description && (
            <section aria-label="About" className="text-slate-700">
              <p>{business.description}</p>
            </section>
          )}
          <ProfileGallery photos={business.photos} />
          <OffersList offers={business.offers} timeZone={business.timeZone} />
          <ProfilePosts posts={business.posts} timeZone={business.timeZone} />
          <ServicesList services={business.services} />
        </div>
        <aside className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ProfileContact business={business} />
          <OpeningHours
            hours={business.hours}
            today={today}
            todaySpecial={todaySpecial}
            special={special}
            city={business.city}
          />
          {position && (
            <ProfileMap
              name={business.businessName}
              position={position}
              address={address}
              directions={directions}
              tileUrl={env.MAP_TILE_URL || null}
            />
          )}
          {business.claimable && (
            <ClaimBusiness businessId={business.id} businessName={business.businessName} path={path} />
          )}
        </aside>
        <div className="space-y-6 lg:col-start-1">
          <ReviewsSection business={business} basePath={path} />
          <ProfileRecommendations
            recommendations={business.network.recommendations}
            total={business.network.recommendationCount}
            timeZone={business.timeZone}
          />
        </div>
      </div>
    </div>
  );
}
