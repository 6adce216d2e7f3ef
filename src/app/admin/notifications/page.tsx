import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("notifications");
export default function Page() {
  return <AdminSectionPage section="notifications" />;
}
