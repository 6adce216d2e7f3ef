import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { adminSectionMetadata } from "../section-metadata";
import { ChallengeModeration } from "@/features/waitlist-admin/components/challenge-moderation";

export const metadata = adminSectionMetadata("challenges");

/** Review the challenges owners pick on the waitlist, and the custom ones they add. */
export default async function AdminChallengesPage() {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  return (
    <AreaPage
      wide
      title="Challenges"
      audience="Approve, reject, edit or delete the challenges business owners pick when they join the waitlist."
      user={user}
    >
      <ChallengeModeration />
    </AreaPage>
  );
}
