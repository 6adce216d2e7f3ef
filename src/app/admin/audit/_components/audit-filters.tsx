import Link from "next/link";
import type { TAuditFilters } from "@/features/audit/schema";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";

type Props = { filters: TAuditFilters; actions: string[]; targetTypes: string[] };

/** A plain GET form: filtering works without JavaScript and lands in the URL (back to the newest page). */
export function AuditFilters({ filters, actions, targetTypes }: Props) {
  return (
    <form method="get" action="/admin/audit" aria-label="Filter the audit log" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-3">
        <Choice label="Action" name="action" value={filters.action} anyLabel="Any action" options={actions} />
        <Choice label="Target type" name="target" value={filters.target} anyLabel="Any target" options={targetTypes} />
        <label className={LABEL_CLASS}>
          Admin&apos;s email
          <input type="email" name="actor" defaultValue={filters.actor} maxLength={254} autoComplete="off" className={INPUT_CLASS} />
        </label>
        <label className={LABEL_CLASS}>
          Target id
          <input name="targetId" defaultValue={filters.targetId} maxLength={64} autoComplete="off" spellCheck={false} className={INPUT_CLASS} />
        </label>
        <label className={LABEL_CLASS}>
          From (UTC)
          <input type="date" name="from" defaultValue={filters.from} className={INPUT_CLASS} />
        </label>
        <label className={LABEL_CLASS}>
          To (UTC)
          <input type="date" name="to" defaultValue={filters.to} className={INPUT_CLASS} />
        </label>
      </div>
      <div className="mt-4 flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON_CLASS}>
          Apply filters
        </button>
        <Link href="/admin/audit" className={BUTTON_CLASS}>
          Clear
        </Link>
      </div>
    </form>
  );
}

/** A select of the values that occur in the log, with "any" first. */
function Choice({ label, name, value, anyLabel, options }: { label: string; name: string; value?: string; anyLabel: string; options: string[] }) {
  return (
    <label className={LABEL_CLASS}>
      {label}
      <select name={name} defaultValue={value ?? ""} className={INPUT_CLASS}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}
