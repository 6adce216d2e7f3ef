import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("templates");
export default function Page() {
  return <AdminSectionPage section="templates" />;
}
