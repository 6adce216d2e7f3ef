import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { api, orNotFound } from "@/trpc/server";
import { ManageScreen } from "@/features/organizations/components/manage-screen";

type Props = { params: Promise<{ tagSlug: string }> };

const slugOf = (tagSlug: string) => decodeURIComponent(tagSlug).trim().toLowerCase().slice(0, 120);

export const metadata: Metadata = { title: "Manage organization | LocalHub", robots: { index: false } };

export default async function ManageOrganizationPage({ params }: Props) {
  const user = await requirePageAccess("signed-in");
  const slug = slugOf((await params).tagSlug);
  const screen = await orNotFound(() => api.organizations.manage({ slug }), ["NOT_FOUND", "BAD_REQUEST"]);
  return (
    <AreaPage
      title={screen.organization.name}
      audience="Your members, their requests and invitations, and your organization's settings."
      user={user}
    >
      <ManageScreen slug={slug} initial={screen} />
    </AreaPage>
  );
}
