import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("features");
export default function Page() {
  return <AdminSectionPage section="features" />;
}
