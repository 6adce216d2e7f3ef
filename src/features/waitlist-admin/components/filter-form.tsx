import type { TReferralFilters } from "@/features/waitlist-admin/schema";
import { KNOWN_CITIES } from "@/lib/cities";
import { DateRangeFields, FilterForm as FilterFrame } from "@/components/ui/filter-form";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { SelectField, slugOptions } from "@/components/ui/select-field";

const TEXT_FILTERS = [
  ["source", "Source"],
  ["medium", "Medium"],
  ["campaign", "Campaign"],
  ["organization", "Organization (slug)"],
  ["code", "Referral code"],
] as const;

const CITY_OPTIONS = slugOptions(KNOWN_CITIES);
const STATUS_OPTIONS = [
  { value: "waiting", label: "Waiting" },
  { value: "converted", label: "Converted" },
];
const EMAIL_OPTIONS = [
  { value: "confirmed", label: "Confirmed" },
  { value: "unconfirmed", label: "Unconfirmed" },
];
const INTERVAL_OPTIONS = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
];

/** A plain GET form: filtering works without JavaScript and lands in the URL. */
export function FilterForm({ filters, interval }: { filters: TReferralFilters; interval: "day" | "week" }) {
  return (
    <FilterFrame action="/admin/referrals" label="Filter the waitlist">
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <DateRangeFields from={filters.from} to={filters.to} />
        {TEXT_FILTERS.map(([name, label]) => (
          <label key={name} className={LABEL_CLASS}>
            {label}
            <input name={name} defaultValue={filters[name]} maxLength={100} className={INPUT_CLASS} />
          </label>
        ))}
        <SelectField
          label="City"
          name="city"
          defaultValue={filters.city ?? ""}
          empty="All cities"
          options={CITY_OPTIONS}
        />
        <SelectField
          label="Status"
          name="status"
          defaultValue={filters.status ?? ""}
          empty="Any status"
          options={STATUS_OPTIONS}
        />
        <SelectField
          label="Email"
          name="email"
          defaultValue={filters.email ?? ""}
          empty="Confirmed or not"
          options={EMAIL_OPTIONS}
        />
        <SelectField label="Count per" name="interval" defaultValue={interval} options={INTERVAL_OPTIONS} />
      </div>
    </FilterFrame>
  );
}
