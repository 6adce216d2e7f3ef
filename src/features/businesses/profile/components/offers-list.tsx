import type { BusinessProfile } from "@/features/businesses/profile/queries";
import { formatDate } from "@/lib/dates";
import { ProfileCard } from "./profile-card";

/** An offer runs to the end of its last day in the business's zone (`timeZone`), so it is read there. */
export function OffersList({ offers, timeZone }: { offers: BusinessProfile["offers"]; timeZone: string }) {
  if (offers.length === 0) return null;
  return (
    <ProfileCard title="Offers">
      <ul className="space-y-3">
        {offers.map((offer) => (
          <li key={offer.id} className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
            <p className="font-medium text-amber-900">{offer.title}</p>
            {offer.description && <p className="mt-1 text-sm text-amber-800">{offer.description}</p>}
            {offer.validTo && (
              <p className="mt-1 text-xs text-amber-700">Valid until {formatDate(offer.validTo, timeZone, "long")}</p>
            )}
          </li>
        ))}
      </ul>
    </ProfileCard>
  );
}
