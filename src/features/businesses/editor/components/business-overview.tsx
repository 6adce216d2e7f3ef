// One business on the owner's dashboard: status, reach, views per day and what is missing.
import Link from "next/link";
import type { OwnerDashboardBusiness } from "@/features/businesses/editor/dashboard";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { StatusBadge } from "./status-badge";

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function ViewsChart({ days }: { days: OwnerDashboardBusiness["viewsByDay"] }) {
  const max = Math.max(1, ...days.map((day) => day.views));
  return (
    <figure>
      <figcaption className="text-sm font-medium text-slate-700">Profile views per day, last 30 days</figcaption>
      <div className="mt-2 flex h-24 items-end gap-0.5" aria-hidden="true">
        {days.map((day) => (
          <div
            key={day.day}
            title={`${day.day}: ${day.views}`}
            className="flex-1 rounded-t bg-brand-500"
            style={{ height: `${Math.max(2, (day.views / max) * 100)}%`, opacity: day.views ? 1 : 0.25 }}
          />
        ))}
      </div>
      <table className="sr-only">
        <caption>Profile views per day</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{day.day}</th>
              <td>{day.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
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
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="Rating"
          value={
            business.totalReviews ? `${business.averageRating.toFixed(1)} (${business.totalReviews} reviews)` : "New"
          }
        />
        <Stat label="Favourites" value={business.favourites} />
        <Stat label="Saved to lists" value={business.listSaves} />
        <Stat label="Profile views (30 days)" value={business.views30Days} />
      </dl>
      <ViewsChart days={business.viewsByDay} />
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
