import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("categories");
export default function Page() {
  return <AdminSectionPage section="categories" />;
}
