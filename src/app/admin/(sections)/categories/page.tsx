import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { adminSectionMetadata } from "../section-metadata";
import { CategoryTree } from "@/features/catalogue/components/admin/category-tree";
import { TagList } from "@/features/catalogue/components/admin/tag-list";

export const metadata = adminSectionMetadata("categories");

/** The category tree and the business tags; the directory and the waitlist form show changes at once. */
export default async function CategoriesPage() {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  return (
    <AreaPage
      title="Categories"
      audience="Categories and subcategories the directory and the waitlist form offer, and the tags businesses carry."
      user={user}
    >
      <div className="space-y-12">
        <CategoryTree />
        <TagList />
      </div>
    </AreaPage>
  );
}
