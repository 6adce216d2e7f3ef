// One business on the owner's dashboard: status, reach, a glimpse of its insights and what is missing.
import Link from "next/link";
import type { OwnerDashboardBusiness } from "@/features/businesses/editor/dashboard";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { InsightsSummary } from "@/features/insights/components/insights-summary";
import { EmailVerificationNotice } from "./email-verification-notice";
import { StatusBadge } from "./status-badge";

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export function BusinessOverview({ business }: { business: OwnerDashboardBusiness }) {
  const missing = business.checklist.filter((item) => !item.done);
  return (
    <section aria-labelledby="business-overview-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="business-overview-title" className="text-2xl font-semibold text-slate-900">
            {business.businessName}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
            <StatusBadge status={business.status} /> {business.city}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {business.active && (
            <Link href={business.publicUrl} className={BUTTON_CLASS}>
              View public page
            </Link>
          )}
          <Link href={`/dashboard/business/${business.id}`} className={PRIMARY_BUTTON_CLASS}>
            Edit business
          </Link>
        </div>
      </div>
      {business.awaitsOwnerEmail && <EmailVerificationNotice businessName={business.businessName} />}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat
          label="Rating"
          value={
            business.totalReviews ? `${business.averageRating.toFixed(1)} (${business.totalReviews} reviews)` : "New"
          }
        />
        <Stat label="Favourites" value={business.favourites} />
        <Stat label="Saved to lists" value={business.listSaves} />
      </dl>
      <InsightsSummary businessId={business.id} totals={business.insights30Days} />
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Profile completeness</h3>
        <p className="text-sm text-slate-600">
          {missing.length === 0
            ? "Your profile is complete."
            : `${business.checklist.length - missing.length} of ${business.checklist.length} done.`}
        </p>
        <ul className="mt-3 space-y-2">
          {business.checklist.map((item) => (
            <li key={item.key} className="flex items-center gap-2 text-sm">
              <span aria-hidden="true" className={item.done ? "text-emerald-600" : "text-slate-400"}>
                {item.done ? "✓" : "○"}
              </span>
              {item.done ? (
                <span className="text-slate-500">
                  {item.label} <span className="sr-only">(done)</span>
                </span>
              ) : (
                <Link href={item.href} className="font-medium text-brand-700 hover:underline">
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
