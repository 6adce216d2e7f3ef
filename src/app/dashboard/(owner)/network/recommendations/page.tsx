import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { canActIn, NetworkFrame } from "@/features/network/components/network-frame";
import { NetworkRecommendations } from "@/features/network/components/network-recommendations";
import { loadNetwork, NETWORK_AUDIENCE, type NetworkSearchParams } from "../load-network";

export const metadata: Metadata = { title: "Recommendations | LocalHub" };

export default async function NetworkRecommendationsPage({ searchParams }: { searchParams: NetworkSearchParams }) {
  const { user, choice } = await loadNetwork(searchParams);
  return (
    <AreaPage title="Network" audience={NETWORK_AUDIENCE} user={user}>
      <NetworkFrame choice={choice} tab="recommendations" path="/dashboard/network/recommendations">
        {choice.selected && <NetworkRecommendations business={choice.selected} canAct={canActIn(choice)} />}
      </NetworkFrame>
    </AreaPage>
  );
}
