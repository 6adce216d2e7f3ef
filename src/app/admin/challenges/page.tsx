import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("challenges");
export default function Page() {
  return <AdminSectionPage section="challenges" />;
}
