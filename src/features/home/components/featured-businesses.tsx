import { FEATURED_LIMIT } from "@/features/home/featured";
import type { BusinessCardData } from "@/features/directory/types";
import { BusinessCard } from "@/features/directory/components/business-card";
import { CardActions } from "@/features/lists/components/card-actions";

/** The featured list, read by `load` (the page's server caller); streamed in behind FeaturedSkeleton. */
export async function FeaturedBusinesses({ load }: { load: () => Promise<BusinessCardData[]> }) {
  const businesses = await load();
  if (businesses.length === 0) {
    return (
      <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
        No featured businesses yet. Check back soon, or browse the full directory.
      </p>
    );
  }
  return (
    <>
      <p className="mt-2 text-sm text-slate-500" data-testid="featured-count">
        {businesses.length} of {FEATURED_LIMIT} featured businesses
      </p>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {businesses.map((business) => (
          <li key={business.id}>
            <BusinessCard
              business={business}
              view="grid"
              actions={<CardActions businessId={business.id} businessName={business.businessName} />}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

export function FeaturedSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading featured businesses"
      className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: FEATURED_LIMIT }, (_, index) => (
        <div key={index} className="h-48 animate-pulse rounded-2xl bg-slate-100" />
      ))}
    </div>
  );
}
