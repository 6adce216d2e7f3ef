import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { requirePageAccess } from "@/server/auth/page-access";
import { api, orNotFound } from "@/trpc/server";
import { InsightsScreen } from "@/features/insights/components/insights-screen";
import { OWNER_AREA_ROLES } from "@/lib/roles";

export const metadata: Metadata = { title: "Insights | LocalHub", robots: { index: false } };

type Props = { searchParams: Promise<{ business?: string | string[]; days?: string | string[] }> };

/** ?business=<id>&days=30|90: the business (the owner's first when none is named) and the period. */
export default async function InsightsPage({ searchParams }: Props) {
  const user = await requirePageAccess(OWNER_AREA_ROLES);
  const [businesses, params] = await Promise.all([api.insights.businesses(), searchParams]);
  const businessId = typeof params.business === "string" ? params.business : businesses[0]?.id;
  const days = params.days === "90" ? 90 : 30;
  const insights = businessId
    ? await orNotFound(() => api.insights.forBusiness({ businessId, days }), ["NOT_FOUND", "BAD_REQUEST"])
    : null;
  return (
    <AreaPage
      title="Insights"
      audience="What your listing brings you: profile views, calls, website visits, directions and more."
      user={user}
    >
      <InsightsScreen businesses={businesses} insights={insights} />
    </AreaPage>
  );
}
