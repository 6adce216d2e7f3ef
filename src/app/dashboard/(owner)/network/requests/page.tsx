import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { canActIn, NetworkFrame } from "@/features/network/components/network-frame";
import { NetworkRequests } from "@/features/network/components/network-requests";
import { loadNetwork, NETWORK_AUDIENCE, type NetworkSearchParams } from "../load-network";

export const metadata: Metadata = { title: "Network requests | LocalHub" };

export default async function NetworkRequestsPage({ searchParams }: { searchParams: NetworkSearchParams }) {
  const { user, choice } = await loadNetwork(searchParams);
  return (
    <AreaPage title="Network" audience={NETWORK_AUDIENCE} user={user}>
      <NetworkFrame choice={choice} tab="requests" path="/dashboard/network/requests">
        {choice.selected && <NetworkRequests business={choice.selected} canAct={canActIn(choice)} />}
      </NetworkFrame>
    </AreaPage>
  );
}
