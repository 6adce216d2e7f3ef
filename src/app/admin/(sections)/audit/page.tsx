import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { adminSectionMetadata } from "../section-metadata";
import { AuditScreen } from "@/features/audit/components/audit-screen";
import { parseAuditParams } from "@/features/audit/components/audit-params";

export const metadata = adminSectionMetadata("audit");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every admin change, newest first: who, when, what and the fields it changed. Read only. */
export default async function AdminAuditPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { filters, before, error } = parseAuditParams(await searchParams);
  const [page, options] = await Promise.all([api.audit.list({ filters, before }), api.audit.filterOptions()]);
  return (
    <AreaPage
      wide
      title="Audit log"
      audience="Every admin change: who made it, when, and what it changed. Entries cannot be edited or deleted."
      user={user}
    >
      <AuditScreen filters={filters} before={before} error={error} page={page} options={options} />
    </AreaPage>
  );
}
