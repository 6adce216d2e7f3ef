import Link from "next/link";
import type { TAuditFilters } from "@/features/audit/schema";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";

type Props = { filters: TAuditFilters; actions: string[]; targetTypes: string[] };

/** A plain GET form: filtering works without JavaScript and lands in the URL (back to the newest page). */
export function AuditFilters({ filters, actions, targetTypes }: Props) {
  return (
    <form method="get" action="/admin/audit" aria-label="Filter the audit log" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-3 sm:grid-cols-3">
        <label className={LABEL_CLASS}>
          Action
          <select name="action" defaultValue={filters.action ?? ""} className={INPUT_CLASS}>
            <option value="">Any action</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <label className={LABEL_CLASS}>
          Target type
          <select name="target" defaultValue={filters.target ?? ""} className={INPUT_CLASS}>
            <option value="">Any target</option>
            {targetTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
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
