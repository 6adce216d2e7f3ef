// An active organisation's public page (/organization/{slug}): who it is, its member directory,
// the members' public offers, recommendations between members, the leaderboards when public, the
// signed-in visitor's buttons (after hydration), and the waitlist call exactly as its landing page
// had it (visiting still marks a later waitlist sign-up as referred by the organisation).
import { formatDate } from "@/lib/dates";
import { OrganizationReferralCapture } from "@/features/waitlist/components/organization-referral-capture";
import { WaitlistSection } from "@/features/waitlist/components/waitlist-section";
import { OrganizationReferrers, type ReferrerRow } from "@/features/waitlist/components/referral-leaderboard";
import { LeaderboardSection, type LeaderboardView } from "./leaderboard-section";
import { MemberDirectory, type MemberCardView } from "./member-directory";
import type { OrganizationPageState } from "./page-url";
import { OrganizationJoinActions, OrganizationMembersOffers } from "./viewer-actions";

/** A member business; its dates are read in its own `timeZone`, as on its profile. */
type Link = { id: string; businessName: string; path: string; timeZone: string };

export type OrganizationPublicPageProps = {
  organization: {
    slug: string;
    name: string;
    kindLabel: string;
    city: string | null;
    logoUrl: string | null;
    websiteUrl: string | null;
    description: string | null;
    memberCount: number;
    categories: Array<{ id: string; name: string }>;
  };
  basePath: string;
  state: OrganizationPageState;
  members: { members: MemberCardView[]; total: number; page: number; pages: number };
  offers: Array<{ id: string; title: string; description: string | null; validTo: Date | null; business: Link }>;
  recommendations: Array<{ id: string; text: string; createdAt: Date; fromBusiness: Link; toBusiness: Link }>;
  leaderboard: LeaderboardView | null;
  /** The top waitlist referrers among owners who joined through this page (opted-in, initials only). */
  referrers: ReferrerRow[];
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
};

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mx-auto w-full max-w-6xl scroll-mt-16 px-4 py-8">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function OrganizationPublicPage({
  organization,
  basePath,
  state,
  members,
  offers,
  recommendations,
  leaderboard,
  referrers,
}: OrganizationPublicPageProps) {
  return (
    <>
      <OrganizationReferralCapture slug={organization.slug} name={organization.name} />
      <section className="bg-gradient-to-b from-brand-50 to-white py-12">
        <div className="mx-auto max-w-4xl px-4 text-center">
          {organization.logoUrl && (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={organization.logoUrl}
              alt={`${organization.name} logo`}
              width={80}
              height={80}
              className="mx-auto mb-4 h-20 w-20 rounded-xl bg-white object-contain shadow-sm"
            />
          )}
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {organization.kindLabel}
            {organization.city && <span className="text-slate-500"> · {organization.city}</span>}
          </p>
          <h1 className="mt-2 text-3xl font-bold break-words text-slate-900 sm:text-4xl">{organization.name}</h1>
          {organization.description && (
            <p className="mx-auto mt-3 max-w-2xl whitespace-pre-line text-slate-600">{organization.description}</p>
          )}
          <p className="mt-3 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>
              {organization.memberCount.toLocaleString("en-US")} {organization.memberCount === 1 ? "member" : "members"}{" "}
              on LocalHub
            </span>
            {organization.websiteUrl && (
              <a
                href={organization.websiteUrl}
                rel="noopener nofollow"
                target="_blank"
                className="font-medium text-brand-700 hover:underline"
              >
                {hostOf(organization.websiteUrl)}
                <span className="sr-only"> (website, opens in a new tab)</span>
              </a>
            )}
          </p>
          <OrganizationJoinActions slug={organization.slug} name={organization.name} />
        </div>
      </section>

      <Section id="members" title="Member directory">
        <MemberDirectory basePath={basePath} state={state} categories={organization.categories} result={members} />
      </Section>

      {offers.length > 0 && (
        <Section id="offers" title="Offers from members">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => (
              <li key={offer.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
                <p className="font-semibold text-slate-900">{offer.title}</p>
                {offer.description && <p className="mt-1 text-slate-700">{offer.description}</p>}
                <p className="mt-2 text-slate-600">
                  From{" "}
                  <a href={offer.business.path} className="font-medium text-brand-700 hover:underline">
                    {offer.business.businessName}
                  </a>
                  {offer.validTo && ` · until ${formatDate(offer.validTo, offer.business.timeZone)}`}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <OrganizationMembersOffers slug={organization.slug} name={organization.name} />

      {recommendations.length > 0 && (
        <Section id="recommendations" title="Recommendations between members">
          <ul className="grid gap-3 md:grid-cols-2">
            {recommendations.map((item) => (
              <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
                <blockquote className="text-slate-800">“{item.text}”</blockquote>
                <p className="mt-2 text-slate-600">
                  <a href={item.fromBusiness.path} className="font-medium text-brand-700 hover:underline">
                    {item.fromBusiness.businessName}
                  </a>{" "}
                  recommends{" "}
                  <a href={item.toBusiness.path} className="font-medium text-brand-700 hover:underline">
                    {item.toBusiness.businessName}
                  </a>
                  <span className="text-slate-500"> · {formatDate(item.createdAt, item.toBusiness.timeZone)}</span>
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {leaderboard && (
        <Section id="leaderboard" title="Leaderboard" intro="Calendar periods in Central Time; the top 10 members.">
          <LeaderboardSection basePath={basePath} state={state} leaderboard={leaderboard} />
        </Section>
      )}

      <OrganizationReferrers name={organization.name} rows={referrers} />

      <section aria-label={`LocalHub for ${organization.name} members`} className="border-t border-slate-100 py-10">
        <p className="mx-auto max-w-2xl px-4 text-center text-lg text-slate-600">
          Members of {organization.name} get early access to LocalHub, the local business directory. Reserve your spot
          below.
        </p>
      </section>
      <WaitlistSection />
    </>
  );
}
