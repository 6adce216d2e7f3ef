import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { adminSectionMetadata } from "../section-metadata";
import { OrganizationsAdmin } from "@/features/organizations/admin/components/organizations-admin";
import { ORGANIZATION_STATUSES, type TOrganizationStatus } from "@/features/organizations/admin/schema";

export const metadata = adminSectionMetadata("organizations");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Site admins approve owners' organisation requests, create, suspend and reinstate organisations and assign their admins. */
export default async function AdminOrganizationsPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const params = await searchParams;
  const statusParam = first(params.status);
  const status = (ORGANIZATION_STATUSES as readonly string[]).includes(statusParam)
    ? (statusParam as TOrganizationStatus)
    : undefined;
  const search = first(params.search).trim().slice(0, 100);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(first(params.page), 10) || 1));
  return (
    <AreaPage
      title="Organizations"
      audience="Chambers, referral groups and associations: approve owners' requests, create organizations, suspend or reinstate them, and assign their admins."
      user={user}
      wide
    >
      <OrganizationsAdmin status={status} search={search} page={page} />
    </AreaPage>
  );
}
