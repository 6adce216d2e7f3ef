import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { canActIn, NetworkFrame } from "@/features/network/components/network-frame";
import { NetworkSuggestions } from "@/features/network/components/network-suggestions";
import { loadNetwork, NETWORK_AUDIENCE, type NetworkSearchParams } from "../load-network";

export const metadata: Metadata = { title: "Network suggestions | LocalHub" };

export default async function NetworkSuggestionsPage({ searchParams }: { searchParams: NetworkSearchParams }) {
  const { user, choice } = await loadNetwork(searchParams);
  return (
    <AreaPage title="Network" audience={NETWORK_AUDIENCE} user={user}>
      <NetworkFrame choice={choice} tab="suggestions" path="/dashboard/network/suggestions">
        {choice.selected && <NetworkSuggestions business={choice.selected} canAct={canActIn(choice)} />}
      </NetworkFrame>
    </AreaPage>
  );
}
