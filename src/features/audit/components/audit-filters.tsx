import type { TAuditFilters } from "@/features/audit/schema";
import { DateRangeFields, FilterForm } from "@/components/ui/filter-form";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { SelectField } from "@/components/ui/select-field";

type Props = { filters: TAuditFilters; actions: string[]; targetTypes: string[] };

/** The values that occur in the log, as options. */
const valueOptions = (values: string[]) => values.map((value) => ({ value, label: value }));

/** A plain GET form: filtering works without JavaScript and lands in the URL (back to the newest page). */
export function AuditFilters({ filters, actions, targetTypes }: Props) {
  return (
    <FilterForm action="/admin/audit" label="Filter the audit log">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Action"
          name="action"
          defaultValue={filters.action ?? ""}
          empty="Any action"
          options={valueOptions(actions)}
        />
        <SelectField
          label="Target type"
          name="target"
          defaultValue={filters.target ?? ""}
          empty="Any target"
          options={valueOptions(targetTypes)}
        />
        <label className={LABEL_CLASS}>
          Admin&apos;s email
          <input
            type="email"
            name="actor"
            defaultValue={filters.actor}
            maxLength={254}
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </label>
        <label className={LABEL_CLASS}>
          Target id
          <input
            name="targetId"
            defaultValue={filters.targetId}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            className={INPUT_CLASS}
          />
        </label>
        <DateRangeFields from={filters.from} to={filters.to} suffix=" (UTC)" />
      </div>
    </FilterForm>
  );
}
