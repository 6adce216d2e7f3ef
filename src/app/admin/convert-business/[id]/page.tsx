import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { ConvertEntry } from "@/features/waitlist-admin/components/convert-entry";
import { loadConversionEntry } from "./load-entry";

export const metadata = { title: "Convert waitlist entry | Admin | LocalHub" };

/** Turn a waitlist entry into a draft business profile, prefilled from what the owner told us. */
export default async function ConvertBusinessPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { entry, categories } = await loadConversionEntry((await params).id);
  return (
    <AreaPage
      title="Convert waitlist entry"
      audience="Create a draft business profile from this waitlist entry. It stays hidden until it is verified and activated."
      user={user}
    >
      <ConvertEntry entry={entry} categories={categories} />
    </AreaPage>
  );
}
