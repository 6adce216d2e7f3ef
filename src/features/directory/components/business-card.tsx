// A business as the directory, the home page's featured section and lists show it. A server
// component: the card needs no JavaScript; `actions` is where interactive buttons (favourite, lists)
// are slotted in by the features that own them. The whole card is one link: the name's link
// stretches over the card (an ::after layer), and the actions sit above that layer, so they stay
// their own controls rather than being nested inside the link.
import { businessPath, type BusinessCardData } from "@/features/directory/types";
import { IntentLink } from "@/components/ui/intent-link";
import {
  BusinessLogo,
  distanceLabel,
  FeatureBadges,
  FoundingMemberBadge,
  OpenStatusLine,
  PinnedOffer,
  RatingSummary,
  TagList,
  VerifiedBadge,
} from "./business-card-parts";

export type BusinessCardView = "grid" | "list";

/** How many tags each view shows before the "+N" counter. */
const CARD_TAG_LIMIT: Record<BusinessCardView, number> = { grid: 3, list: 4 };

type Props = {
  business: BusinessCardData;
  view: BusinessCardView;
  actions?: React.ReactNode;
};

export function BusinessCard({ business, view, actions }: Props) {
  const place = [business.city, business.state].filter(Boolean).join(", ");
  const isList = view === "list";

  return (
    <article
      data-testid="business-card"
      data-view={view}
      aria-labelledby={`business-${business.id}-name`}
      className={`relative flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600 has-[a:focus-visible]:outline-solid ${isList ? "flex-row" : "flex-col"}`}
    >
      <div className="flex items-start gap-3">
        <BusinessLogo business={business} className={`${isList ? "size-20" : "size-14"} shrink-0 rounded-lg`} />
        {!isList && <CardHeading business={business} place={place} />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {isList && <CardHeading business={business} place={place} />}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <RatingSummary business={business} />
          {business.verified && <VerifiedBadge />}
          {business.foundingMember && <FoundingMemberBadge />}
        </div>
        {business.openStatus && <OpenStatusLine status={business.openStatus} />}
        <p className="text-xs text-slate-500">
          Member since {business.memberSince.getUTCFullYear()}
          {business.distanceKm !== null && (
            <>
              <span aria-hidden="true"> · </span>
              <span data-testid="business-distance">{distanceLabel(business.distanceKm)}</span>
            </>
          )}
        </p>
        {business.organizations && business.organizations.length > 0 && (
          <p data-testid="member-badge" className="text-xs font-medium text-brand-700">
            Member of {business.organizations.map((organization) => organization.name).join(", ")}
          </p>
        )}
        <FeatureBadges business={business} />
        <TagList tags={business.tags} limit={CARD_TAG_LIMIT[view]} />
        {business.pinnedOffer && <PinnedOffer offer={business.pinnedOffer} />}
        {actions && <div className="relative z-10 mt-auto flex items-center gap-2 self-start pt-1">{actions}</div>}
      </div>
    </article>
  );
}

function CardHeading({ business, place }: { business: BusinessCardData; place: string }) {
  return (
    <div className="min-w-0">
      <h3 id={`business-${business.id}-name`} className="text-base font-semibold text-slate-900">
        <IntentLink
          href={businessPath(business)}
          className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-700"
        >
          {business.businessName}
        </IntentLink>
      </h3>
      {business.category && <p className="text-sm text-brand-700">{business.category}</p>}
      {place && <p className="text-sm text-slate-500">{place}</p>}
    </div>
  );
}
