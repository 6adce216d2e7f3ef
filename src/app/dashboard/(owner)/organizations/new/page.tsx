import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { OWNER_AREA_ROLES } from "@/lib/roles";
import { RequestOrganizationForm } from "@/features/organizations/admin/components/request-organization-form";

export const metadata: Metadata = { title: "Request an organization | LocalHub" };

/** An owner asks for an organisation (a chamber, referral group or association); a LocalHub admin approves it. */
export default async function RequestOrganizationPage() {
  const user = await requirePageAccess(OWNER_AREA_ROLES);
  return (
    <AreaPage
      title="Request an organization"
      audience="Run a chamber of commerce, a referral group or an association? Ask for its page on LocalHub: once we approve it, you manage its members, requests and invitations."
      user={user}
    >
      <RequestOrganizationForm canRequest={Boolean(user.email && user.emailVerified)} />
    </AreaPage>
  );
}
