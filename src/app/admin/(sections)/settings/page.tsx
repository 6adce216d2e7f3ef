import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { adminSectionMetadata } from "../section-metadata";
import { SettingsForm } from "@/features/site-settings/components/admin/settings-form";

export const metadata = adminSectionMetadata("settings");

/** Every site setting of the spec in groups; a save shows on the next page load everywhere. */
export default async function SiteSettingsPage() {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const settings = await api.siteSettings.get();
  return (
    <AreaPage
      title="Site settings"
      audience="The site's name, images, home page statistics, links and contact details. Empty images use the built-in defaults."
      user={user}
    >
      <SettingsForm initial={settings} />
    </AreaPage>
  );
}
