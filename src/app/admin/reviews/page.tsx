import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("reviews");
export default function Page() {
  return <AdminSectionPage section="reviews" />;
}
