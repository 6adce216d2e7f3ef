import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("businesses");
export default function Page() {
  return <AdminSectionPage section="businesses" />;
}
