// The owner's own waitlist spot (/waitlist/spot/{key}, the link of the welcome email): their place
// in the area's line, their confirmed referrals and what each is worth, the referral link to share,
// the leaderboard opt-in and the area's progress.
import type { Spot } from "@/features/waitlist/spot";
import { AreaProgress } from "./area-progress";
import { LeaderboardOptIn, ReferralLinkCopy } from "./spot-actions";

const CARD = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";

/** Where the owner stands, or, honestly, why no place is shown. */
function placeText(spot: Spot): string {
  if (spot.held) return "Our team is reviewing your sign-up. Your place in line shows here once the review is done.";
  if (!spot.area)
    return "We could not match your location to a launch area yet. Our team will assign one, and your place in line shows here then.";
  if (spot.area.launchedAt) return `LocalHub is live in ${spot.area.label}.`;
  if (spot.place === null) return `Your business is no longer waiting in line in ${spot.area.label}.`;
  return `You're #${spot.place} of ${spot.lineLength} in line in ${spot.area.label}`;
}

export function SpotScreen({ spot, spotKey }: { spot: Spot; spotKey: string }) {
  const referrals = spot.confirmedReferrals;
  return (
    <div className="mx-auto w-full max-w-2xl flex-1 space-y-6 px-4 py-12">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your waitlist spot</p>
        <h1 className="mt-1 text-3xl font-bold break-words text-slate-900">{spot.businessName}</h1>
        <p className="mt-3 text-lg font-medium text-slate-800">{placeText(spot)}</p>
      </div>

      <section aria-labelledby="referrals-heading" className={`${CARD} space-y-4`}>
        <div>
          <h2 id="referrals-heading" className="text-xl font-bold text-slate-900">
            Move up the line
          </h2>
          <p className="mt-2 text-slate-800">
            <strong className="text-2xl font-bold text-slate-900">{referrals}</strong> confirmed{" "}
            {referrals === 1 ? "referral" : "referrals"}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {spot.referralBoost !== null
              ? `Each confirmed referral moves you up ${spot.referralBoost} ${spot.referralBoost === 1 ? "place" : "places"}.`
              : "Referrals move you up the line once your location is matched to a launch area."}{" "}
            A business that joins through your link counts once its owner confirms their email.
          </p>
        </div>
        <ReferralLinkCopy link={spot.referralLink} />
        <LeaderboardOptIn spotKey={spotKey} optedIn={spot.leaderboardOptIn} />
      </section>

      {spot.area && (
        <section aria-labelledby="area-heading" className={CARD}>
          <h2 id="area-heading" className="mb-3 text-xl font-bold text-slate-900">
            {spot.area.label}
          </h2>
          <AreaProgress progress={spot.area} pageLink />
        </section>
      )}
    </div>
  );
}
