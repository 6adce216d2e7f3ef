import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { ADMIN_AREA_ROLES } from "@/lib/roles";
import { api } from "@/trpc/server";
import { moderationParams } from "@/components/ui/moderation-list";
import { ModerationTabs } from "@/features/network/components/admin/moderation-tabs";
import {
  RECOMMENDATION_FILTERS,
  RecommendationsScreen,
} from "@/features/network/components/admin/recommendations-screen";

export const metadata = { title: "Recommendations | Admin | LocalHub" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Businesses' recommendations of each other: the reported ones first; remove, restore or dismiss reports. */
export default async function AdminRecommendationsPage({ searchParams }: Props) {
  const user = await requirePageAccess(ADMIN_AREA_ROLES);
  const { filter, page } = moderationParams(await searchParams, RECOMMENDATION_FILTERS, "reported");
  const data = await api.network.adminRecommendations({ filter, page });
  return (
    <AreaPage
      wide
      title="Recommendations"
      audience="What businesses wrote about each other, shown on the recommended business's profile once its owner accepts. Members report the ones they find wrong; removing one takes it off the profile."
      user={user}
    >
      <div className="space-y-6">
        <ModerationTabs current="recommendations" />
        <RecommendationsScreen filter={filter} data={data} />
      </div>
    </AreaPage>
  );
}
