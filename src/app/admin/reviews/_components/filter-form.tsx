import Link from "next/link";
import type { TAdminReviewFilters } from "@/features/reviews/schema";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { BusinessPicker } from "./business-picker";

type Props = { filters: TAdminReviewFilters; business: { id: string; businessName: string; city: string } | null };

/** A GET form: the filters land in the URL (page 1), so a filtered list can be linked and reloaded. */
export function FilterForm({ filters, business }: Props) {
  return (
    <form method="get" action="/admin/reviews" aria-label="Filter reviews" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <label className={LABEL_CLASS}>
          Status
          <select name="status" defaultValue={filters.status ?? ""} className={INPUT_CLASS}>
            <option value="">Any status</option>
            <option value="published">Published</option>
            <option value="hidden">Hidden</option>
          </select>
        </label>
        <label className={LABEL_CLASS}>
          Rating
          <select name="rating" defaultValue={filters.rating ? String(filters.rating) : ""} className={INPUT_CLASS}>
            <option value="">Any rating</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} {stars === 1 ? "star" : "stars"}
              </option>
            ))}
          </select>
        </label>
        <div className="lg:col-span-2">
          <BusinessPicker initial={business} />
        </div>
        <label className={LABEL_CLASS}>
          From
          <input type="date" name="from" defaultValue={filters.from} className={INPUT_CLASS} />
        </label>
        <label className={LABEL_CLASS}>
          To
          <input type="date" name="to" defaultValue={filters.to} className={INPUT_CLASS} />
        </label>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" name="reported" value="1" defaultChecked={filters.reported} className="size-4 rounded border-slate-300 text-brand-600" />
          Only reported reviews (open reports)
        </label>
        <div className="flex gap-2">
          <button type="submit" className={PRIMARY_BUTTON_CLASS}>
            Apply filters
          </button>
          <Link href="/admin/reviews" className={BUTTON_CLASS}>
            Clear
          </Link>
        </div>
      </div>
    </form>
  );
}
