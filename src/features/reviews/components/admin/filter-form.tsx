import type { TAdminReviewFilters } from "@/features/reviews/schema";
import { ADMIN_REVIEW_STATUSES, REVIEW_STATUS_LABELS } from "@/features/reviews/types";
import { DateRangeFields, FilterForm as FilterFrame } from "@/components/ui/filter-form";
import { SelectField } from "@/components/ui/select-field";
import { BusinessPicker } from "./business-picker";

type Props = { filters: TAdminReviewFilters; business: { id: string; businessName: string; city: string } | null };

const STATUS_OPTIONS = ADMIN_REVIEW_STATUSES.map((value) => ({ value, label: REVIEW_STATUS_LABELS[value] }));
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({
  value: String(stars),
  label: `${stars} ${stars === 1 ? "star" : "stars"}`,
}));

/** A GET form: the filters land in the URL (page 1), so a filtered list can be linked and reloaded. */
export function FilterForm({ filters, business }: Props) {
  const reported = (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        name="reported"
        value="1"
        defaultChecked={filters.reported}
        className="size-4 rounded border-slate-300 text-brand-600"
      />
      Only reported reviews (open reports)
    </label>
  );
  return (
    <FilterFrame action="/admin/reviews" label="Filter reviews" footer={reported}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <SelectField
          label="Status"
          name="status"
          defaultValue={filters.status ?? ""}
          empty="Any status"
          options={STATUS_OPTIONS}
        />
        <SelectField
          label="Rating"
          name="rating"
          defaultValue={filters.rating ? String(filters.rating) : ""}
          empty="Any rating"
          options={RATING_OPTIONS}
        />
        <div className="lg:col-span-2">
          <BusinessPicker initial={business} />
        </div>
        <DateRangeFields from={filters.from} to={filters.to} />
      </div>
    </FilterFrame>
  );
}
