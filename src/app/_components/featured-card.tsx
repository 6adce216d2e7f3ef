import Link from "next/link";
import { businessPath, type BusinessCardData } from "@/features/directory/card-data";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export function FeaturedCard({ business }: { business: BusinessCardData }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900">
          <Link href={businessPath(business)} className={`rounded-sm hover:text-brand-700 ${FOCUS_RING}`}>
            {business.businessName}
          </Link>
        </h3>
        {business.verified && <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">Verified</span>}
      </div>
      <p className="mt-1 text-sm text-slate-600">{business.category}</p>
      <p className="mt-1 text-sm text-slate-500">
        {business.city}, {business.state}
      </p>
      <p className="mt-3 text-sm text-slate-700">
        {business.totalReviews > 0 ? `★ ${business.averageRating.toFixed(1)} (${business.totalReviews} reviews)` : "New"}
      </p>
      <p className="mt-auto pt-3 text-xs text-slate-500">Member since {business.memberSince.getFullYear()}</p>
    </article>
  );
}
