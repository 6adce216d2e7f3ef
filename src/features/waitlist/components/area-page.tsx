// An area's public waitlist page (/waitlist/{city slug or ZIP code}): how close it is to launching
// (or that it launched), its top referrers, and the waitlist form with the area filled in. A visit
// through an owner's referral link (?ref=) credits them when the new owner confirms.
import { AreaProgress, type AreaProgressView } from "./area-progress";
import { ReferralLeaderboard, type ReferrerRow } from "./referral-leaderboard";
import { ReserveSpotLink, WaitlistSection } from "./waitlist-section";

export function WaitlistAreaPage({
  progress,
  leaderboard,
}: {
  progress: AreaProgressView;
  leaderboard: ReferrerRow[];
}) {
  const { label, goal } = progress;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white py-14">
        <div className="mx-auto max-w-3xl px-4">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">LocalHub waitlist</p>
          <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">
            {progress.launchedAt ? `LocalHub in ${label}` : `Bring LocalHub to ${label}`}
          </h1>
          <p className="mt-3 max-w-2xl text-slate-600">
            {progress.launchedAt
              ? `Customers in ${label} find local businesses on LocalHub now. Join the list to hear how to add your business.`
              : `LocalHub opens area by area. Once ${goal} ${goal === 1 ? "business" : "businesses"} in ${label} have joined and confirmed their email, we launch here.`}
          </p>
          <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <AreaProgress progress={progress} />
          </div>
          <ReserveSpotLink className="mt-6" />
        </div>
      </section>

      <section aria-labelledby="referrers-heading" className="mx-auto w-full max-w-3xl px-4 py-10">
        <h2 id="referrers-heading" className="text-2xl font-bold text-slate-900">
          Top referrers in {label}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          Owners who confirm their email get a referral link; each business that joins through it and confirms moves
          them up the line. Shown by initials, for owners who chose to appear.
        </p>
        {leaderboard.length > 0 ? (
          <ReferralLeaderboard rows={leaderboard} label={`Top referrers in ${label}`} />
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            No one is on this leaderboard yet.
          </p>
        )}
      </section>

      <WaitlistSection location={label} />
    </>
  );
}
