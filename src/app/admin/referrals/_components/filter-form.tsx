import Link from "next/link";
import type { TReferralFilters } from "@/features/waitlist-admin/schema";
import { KNOWN_CITIES } from "@/lib/cities";
import { BUTTON_CLASS } from "@/components/ui/form-styles";

const INPUT = "mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";
const LABEL = "block text-sm font-medium text-slate-700";

const TEXT_FILTERS = [
  ["source", "Source"],
  ["medium", "Medium"],
  ["campaign", "Campaign"],
  ["organization", "Organization (slug)"],
  ["code", "Referral code"],
] as const;

/** A plain GET form: filtering works without JavaScript and lands in the URL. */
export function FilterForm({ filters, interval }: { filters: TReferralFilters; interval: "day" | "week" }) {
  return (
    <form method="get" action="/admin/referrals" aria-label="Filter the waitlist" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <label className={LABEL}>
          From
          <input type="date" name="from" defaultValue={filters.from} className={INPUT} />
        </label>
        <label className={LABEL}>
          To
          <input type="date" name="to" defaultValue={filters.to} className={INPUT} />
        </label>
        {TEXT_FILTERS.map(([name, label]) => (
          <label key={name} className={LABEL}>
            {label}
            <input name={name} defaultValue={filters[name]} maxLength={100} className={INPUT} />
          </label>
        ))}
        <label className={LABEL}>
          City
          <select name="city" defaultValue={filters.city ?? ""} className={INPUT}>
            <option value="">All cities</option>
            {KNOWN_CITIES.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL}>
          Status
          <select name="status" defaultValue={filters.status ?? ""} className={INPUT}>
            <option value="">Any status</option>
            <option value="waiting">Waiting</option>
            <option value="converted">Converted</option>
          </select>
        </label>
        <label className={LABEL}>
          Email
          <select name="email" defaultValue={filters.email ?? ""} className={INPUT}>
            <option value="">Confirmed or not</option>
            <option value="confirmed">Confirmed</option>
            <option value="unconfirmed">Unconfirmed</option>
          </select>
        </label>
        <label className={LABEL}>
          Count per
          <select name="interval" defaultValue={interval} className={INPUT}>
            <option value="day">Day</option>
            <option value="week">Week</option>
          </select>
        </label>
      </div>
      <div className="mt-4 flex gap-2">
        <button type="submit" className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
          Apply filters
        </button>
        <Link href="/admin/referrals" className={BUTTON_CLASS}>
          Clear
        </Link>
      </div>
    </form>
  );
}
