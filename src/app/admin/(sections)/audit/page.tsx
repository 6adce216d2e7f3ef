import Link from "next/link";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { AuditTable } from "@/features/audit/components/audit-table";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { adminSectionMetadata } from "../admin-section-page";
import { AuditFilters } from "@/features/audit/components/audit-filters";
import { auditQuery, parseAuditParams } from "@/features/audit/components/audit-params";

export const metadata = adminSectionMetadata("audit");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every admin change, newest first: who, when, what and the fields it changed. Read only. */
export default async function AdminAuditPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { filters, before, error } = parseAuditParams(await searchParams);
  const [page, options] = await Promise.all([api.audit.list({ filters, before }), api.audit.filterOptions()]);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <AreaPage wide title="Audit log" audience="Every admin change: who made it, when, and what it changed. Entries cannot be edited or deleted." user={user}>
      <div className="space-y-6">
        <AuditFilters filters={filters} actions={options.actions} targetTypes={options.targetTypes} />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error} Showing every entry instead.
          </p>
        )}
        {page.entries.length === 0 ? (
          <p role="status" className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-10 text-center text-sm text-slate-600">
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
    </AreaPage>
  );
}
