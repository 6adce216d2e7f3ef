import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("users");
export default function Page() {
  return <AdminSectionPage section="users" />;
}
