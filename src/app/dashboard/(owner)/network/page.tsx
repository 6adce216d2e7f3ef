import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { api } from "@/trpc/server";
import { canActIn, NetworkFrame } from "@/features/network/components/network-frame";
import { NetworkOverview } from "@/features/network/components/network-overview";
import { loadNetwork, NETWORK_AUDIENCE, type NetworkSearchParams } from "./load-network";

export const metadata: Metadata = { title: "Network | LocalHub" };

export default async function NetworkPage({ searchParams }: { searchParams: NetworkSearchParams }) {
  const { user, choice } = await loadNetwork(searchParams);
  const numbers = choice.selected ? await api.network.numbers({ businessId: choice.selected.id }) : null;
  return (
    <AreaPage title="Network" audience={NETWORK_AUDIENCE} user={user}>
      <NetworkFrame choice={choice} tab="overview" path="/dashboard/network">
        {choice.selected && numbers && (
          <NetworkOverview business={choice.selected} canAct={canActIn(choice)} initialNumbers={numbers} />
        )}
      </NetworkFrame>
    </AreaPage>
  );
}
