// The business profile, shared by /business/{city}/{slug}, /business/{slug} and /business/{id}.
import { businessPath } from "@/features/directory/types";
import type { BusinessProfile } from "@/features/business-profile/queries";
import { isOpenAt } from "@/features/business-profile/hours";
import { localTime } from "@/features/directory/local-time";
import { businessJsonLd } from "@/features/business-profile/json-ld";
import { JsonLd } from "@/components/ui/json-ld";
import { absoluteUrl } from "@/platform/site-url";
import { ClaimBusiness } from "@/features/claims/components/claim-business";
import { countProfileView } from "./load-profile";
import { OffersList } from "./offers-list";
import { OpeningHours } from "./opening-hours";
import { ProfileContact } from "./profile-contact";
import { ProfileHeader } from "./profile-header";
import { ReviewsSection } from "./reviews-section";
import { ServicesList } from "./services-list";

export function BusinessProfilePage({ business, path }: { business: BusinessProfile; path: string }) {
  const now = new Date();
  countProfileView(business.id);
  const openNow = isOpenAt(business.hours, business.timeZone, now);
  const jsonLd = businessJsonLd(business, absoluteUrl(businessPath(business)));

  return (
    <div className="flex-1">
      <JsonLd data={jsonLd} />
      <ProfileHeader business={business} openNow={openNow} />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:px-8">
        <div className="space-y-6">
          {business.description && (
            <section aria-label="About" className="text-slate-700">
              <p>{business.description}</p>
            </section>
          )}
          <OffersList offers={business.offers} />
          <ServicesList services={business.services} />
          <ReviewsSection business={business} basePath={path} />
        </div>
        <aside className="space-y-6">
          <ProfileContact business={business} />
          <OpeningHours hours={business.hours} today={localTime(now, business.timeZone)?.dayOfWeek ?? null} city={business.city} />
          {business.claimable && <ClaimBusiness businessId={business.id} businessName={business.businessName} path={path} />}
        </aside>
      </div>
    </div>
  );
}
