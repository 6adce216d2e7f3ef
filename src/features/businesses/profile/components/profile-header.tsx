import { LogoImage } from "@/components/ui/image-with-fallback";
import type { BusinessProfile } from "@/features/businesses/profile/queries";
import type { OpenStatus } from "@/features/directory/open-status";
import { ConnectedCount } from "@/features/network/components/profile/profile-recommendations";
import { FeatureBadges, FoundingMemberBadge } from "@/features/directory/components/business-card-parts";

type Props = {
  business: BusinessProfile;
  openNow: boolean;
  status: OpenStatus | null;
  todayHours: string | null;
  actions: React.ReactNode;
};

export function ProfileHeader({ business, openNow, status, todayHours, actions }: Props) {
  return (
    <header className="border-b border-slate-200 bg-slate-50">
      {business.coverImageUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- stored covers are already sized WebP
        <img
          src={business.coverImageUrl}
          alt=""
          data-testid="profile-cover"
          className="h-40 w-full object-cover sm:h-56"
        />
      )}
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:px-6 lg:px-8">
        <LogoImage
          src={business.logoUrl}
          name={business.businessName}
          className="size-20 shrink-0 rounded-2xl border border-slate-200"
          markClassName="bg-brand-600 text-3xl text-white"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{business.businessName}</h1>
            {business.verified && (
              <span
                className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-medium text-emerald-800"
                data-testid="verified-badge"
              >
                ✓ Verified
              </span>
            )}
            {business.foundingMember && <FoundingMemberBadge large />}
          </div>
          <p className="mt-1 text-slate-600">
            {business.category && <span>{business.category} · </span>}
            {business.city}, {business.state}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span className="font-medium text-slate-800" data-testid="profile-rating">
              {business.reviewCount > 0 ? (
                <>
                  <span aria-hidden="true" className="text-amber-500">
                    ★{" "}
                  </span>
                  {business.averageRating.toFixed(1)} ({business.reviewCount}{" "}
                  {business.reviewCount === 1 ? "review" : "reviews"})
                </>
              ) : (
                "New"
              )}
            </span>
            <span className="text-slate-600">Member since {business.memberSince.getUTCFullYear()}</span>
            <ConnectedCount count={business.network.connections} />
          </div>
          {business.organizations.length > 0 && (
            <ul aria-label="Organizations" className="mt-3 flex flex-wrap gap-2 text-sm">
              {business.organizations.map((organization) => (
                <li key={organization.slug}>
                  <a
                    href={`/organization/${organization.slug}`}
                    data-testid="member-badge"
                    className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
                  >
                    Member of {organization.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {(business.onlineBooking || business.sameDayService) && (
            <div className="mt-3">
              <FeatureBadges business={business} />
            </div>
          )}
          <p data-testid="profile-summary" className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span
              data-testid="open-status"
              className={`rounded-full px-2.5 py-0.5 font-medium ${openNow ? "bg-emerald-100 text-emerald-800" : "bg-slate-200 text-slate-700"}`}
            >
              {openNow ? "Open now" : "Closed now"}
            </span>
            {status?.next && (
              <span className="font-medium text-slate-800">{status.next[0]!.toUpperCase() + status.next.slice(1)}</span>
            )}
            {todayHours && <span className="text-slate-600">Today: {todayHours}</span>}
          </p>
          {actions}
          {business.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
              {business.tags.map((tag) => (
                <li
                  key={tag.id}
                  className="rounded-full bg-white px-3 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
                >
                  {tag.name}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </header>
  );
}
