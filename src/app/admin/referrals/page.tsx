import { AdminSectionPage, adminSectionMetadata } from "../admin-section-page";

export const metadata = adminSectionMetadata("referrals");
export default function Page() {
  return <AdminSectionPage section="referrals" />;
}
