// The admin's audit log: the filters, one page of entries (newest first) and the links to older
// and newest entries.
import Link from "next/link";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import type { auditFilterOptions, listAuditEntries } from "@/features/audit/queries";
import type { TAuditFilters } from "@/features/audit/schema";
import { AuditTable } from "./audit-table";
import { AuditFilters } from "./audit-filters";
import { auditQuery } from "./audit-params";

type Props = {
  filters: TAuditFilters;
  before?: string;
  /** Why the address's filters were not usable, if they were not. */
  error: string | null;
  page: Awaited<ReturnType<typeof listAuditEntries>>;
  options: Awaited<ReturnType<typeof auditFilterOptions>>;
};

export function AuditScreen({ filters, before, error, page, options }: Props) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="space-y-6">
      <AuditFilters filters={filters} actions={options.actions} targetTypes={options.targetTypes} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error} Showing every entry instead.
        </p>
      )}
      {page.entries.length === 0 ? (
        <p
          role="status"
          className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-sm text-slate-600"
        >
          {filtered ? "No audit entries match these filters." : "No admin changes yet."}
        </p>
      ) : (
        <AuditTable caption="Audit log entries, newest first" entries={page.entries} />
      )}
      <nav aria-label="Audit log pages" className="flex justify-between gap-2">
        {before ? (
          <Link href={`/admin/audit${auditQuery(filters)}`} className={BUTTON_CLASS}>
            Newest entries
          </Link>
        ) : (
          <span />
        )}
        {page.nextCursor && (
          <Link href={`/admin/audit${auditQuery(filters, page.nextCursor)}`} className={BUTTON_CLASS}>
            Older entries
          </Link>
        )}
      </nav>
    </div>
  );
}
