import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { adminSectionMetadata } from "../section-metadata";
import { UsersTable } from "@/features/users/components/users-table";
import { parseUsersParams } from "@/features/users/components/users-url";

export const metadata = adminSectionMetadata("users");

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Admins find people and grant or remove their roles; granting Admin is how new admins are made. */
export default async function AdminUsersPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { search, page } = parseUsersParams(await searchParams);
  return (
    <AreaPage
      title="Users"
      audience="Find people by name, email or phone, and grant or remove their roles. Granting the Admin role is how new admins are made."
      user={user}
    >
      <UsersTable search={search} page={page} currentUserId={user.id} />
    </AreaPage>
  );
}
