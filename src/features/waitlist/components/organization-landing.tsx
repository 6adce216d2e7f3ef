// A partner organisation's landing page (/organization/{tagSlug}); visiting it marks a later
// waitlist sign-up as referred by it. Its top waitlist referrers show when there are any.
import { WaitlistSection } from "./waitlist-section";
import { OrganizationReferralCapture } from "./organization-referral-capture";
import { OrganizationReferrers, type ReferrerRow } from "./referral-leaderboard";

type Props = { organization: { slug: string; name: string; description: string | null }; referrers: ReferrerRow[] };

export function OrganizationLanding({ organization, referrers }: Props) {
  return (
    <>
      <OrganizationReferralCapture slug={organization.slug} name={organization.name} />
      <section className="bg-gradient-to-b from-brand-50 to-white py-14">
        <div className="mx-auto max-w-4xl px-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">In partnership with</p>
          <h1 className="mt-2 text-4xl font-bold text-slate-900">{organization.name}</h1>
          {organization.description && (
            <p className="mx-auto mt-3 max-w-2xl text-slate-600">{organization.description}</p>
          )}
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Members of {organization.name} get early access to LocalHub, the local business directory. Reserve your spot
            below.
          </p>
        </div>
      </section>
      <OrganizationReferrers name={organization.name} rows={referrers} />
      <WaitlistSection />
    </>
  );
}
