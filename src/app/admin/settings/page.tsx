import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("settings");
export default function Page() {
  return <AdminSectionPage section="settings" />;
}
