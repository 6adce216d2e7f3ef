import type { TReferralFilters } from "@/features/waitlist-admin/schema";
import { KNOWN_CITIES } from "@/lib/cities";
import { DateRangeFields, FilterForm as FilterFrame } from "@/components/ui/filter-form";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { SelectField, slugOptions, type SelectOption } from "@/components/ui/select-field";

const TEXT_FILTERS = [
  ["source", "Source"],
  ["medium", "Medium"],
  ["campaign", "Campaign"],
  ["organization", "Organization (slug)"],
  ["code", "Referral code"],
] as const;

/** The choice filters: name, label, the empty choice's text, and the options. */
const SELECT_FILTERS = [
  ["city", "City", "All cities", slugOptions(KNOWN_CITIES)],
  [
    "status",
    "Status",
    "Any status",
    [
      { value: "waiting", label: "Waiting" },
      { value: "converted", label: "Converted" },
    ],
  ],
  [
    "email",
    "Email",
    "Confirmed or not",
    [
      { value: "confirmed", label: "Confirmed" },
      { value: "unconfirmed", label: "Unconfirmed" },
    ],
  ],
  [
    "risk",
    "Risk",
    "Any risk",
    [
      { value: "low", label: "Low" },
      { value: "medium", label: "Medium" },
      { value: "high", label: "High" },
      { value: "held", label: "Held (high, not cleared)" },
    ],
  ],
  ["area", "Area", "Any area", [{ value: "unknown", label: "Area unknown" }]],
] as const satisfies ReadonlyArray<readonly [keyof TReferralFilters, string, string, readonly SelectOption[]]>;
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
        {SELECT_FILTERS.map(([name, label, empty, options]) => (
          <SelectField
            key={name}
            label={label}
            name={name}
            defaultValue={filters[name] ?? ""}
            empty={empty}
            options={options}
          />
        ))}
        <SelectField label="Count per" name="interval" defaultValue={interval} options={INTERVAL_OPTIONS} />
      </div>
    </FilterFrame>
  );
}
