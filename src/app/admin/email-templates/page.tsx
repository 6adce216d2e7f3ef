import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("email-templates");
export default function Page() {
  return <AdminSectionPage section="email-templates" />;
}
