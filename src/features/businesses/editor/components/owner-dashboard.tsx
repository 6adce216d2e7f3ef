// The owner's Business Dashboard: a switch between their businesses, the chosen one's overview and
// its review requests; or, without any business yet, the way to add one.
import Link from "next/link";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import type { OwnerDashboardBusiness } from "@/features/businesses/editor/dashboard";
import { insightsHref } from "@/features/insights/components/insights-href";
import { ReviewRequests } from "@/features/reviews/components/review-requests";
import { BusinessOverview } from "./business-overview";

/** `chosen` is the ?business= of the address; the first business is shown when it names none of them. */
export function OwnerDashboard({
  businesses,
  chosen,
}: {
  businesses: OwnerDashboardBusiness[];
  chosen: string | string[] | undefined;
}) {
  const selected = businesses.find((business) => business.id === chosen) ?? businesses[0];
  return !selected ? (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <p className="text-slate-700">You have no businesses on LocalHub yet.</p>
      <Link href="/dashboard/create-business" className={`${PRIMARY_BUTTON_CLASS} mt-4 inline-block`}>
        Add your business
      </Link>
    </div>
  ) : (
    <div className="space-y-6">
      <nav aria-label="Your businesses" className="flex flex-wrap items-center gap-2">
        {businesses.length > 1 &&
          businesses.map((business) => (
            <Link
              key={business.id}
              href={`/dashboard?business=${business.id}`}
              aria-current={business.id === selected.id ? "page" : undefined}
              className="aria-[current=page]:text-brand-800 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50"
            >
              {business.businessName}
            </Link>
          ))}
        <Link
          href={`/dashboard/network?business=${encodeURIComponent(selected.id)}`}
          className={`${BUTTON_CLASS} ml-auto`}
        >
          Network
        </Link>
        <Link href={insightsHref(selected.id, 30)} className={BUTTON_CLASS}>
          Insights
        </Link>
        <Link href="/dashboard/enquiries" className={BUTTON_CLASS}>
          Enquiries
        </Link>
        <Link href={`/dashboard/reviews?business=${encodeURIComponent(selected.id)}`} className={BUTTON_CLASS}>
          Reviews
        </Link>
        <Link href={`/dashboard/business/${encodeURIComponent(selected.id)}/posts`} className={BUTTON_CLASS}>
          Posts
        </Link>
        <Link href="/dashboard/create-business" className="text-sm font-medium text-brand-700 hover:underline">
          Add another business
        </Link>
        <Link href="/dashboard/organizations/new" className="text-sm font-medium text-brand-700 hover:underline">
          Request an organization
        </Link>
      </nav>
      <BusinessOverview business={selected} />
      <ReviewRequests businessId={selected.id} businessName={selected.businessName} />
    </div>
  );
}
