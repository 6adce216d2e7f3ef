import type { BusinessProfile } from "@/features/businesses/profile/queries";
import { ProfileCard } from "./profile-card";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

export function OffersList({ offers }: { offers: BusinessProfile["offers"] }) {
  if (offers.length === 0) return null;
  return (
    <ProfileCard title="Offers">
      <ul className="space-y-3">
        {offers.map((offer) => (
          <li key={offer.id} className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
            <p className="font-medium text-amber-900">{offer.title}</p>
            {offer.description && <p className="mt-1 text-sm text-amber-800">{offer.description}</p>}
            {offer.validTo && (
              <p className="mt-1 text-xs text-amber-700">Valid until {dateFormat.format(offer.validTo)}</p>
            )}
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}
