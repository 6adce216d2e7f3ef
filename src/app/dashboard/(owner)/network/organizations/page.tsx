import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { canActIn, NetworkFrame } from "@/features/network/components/network-frame";
import { OwnerOrganizations } from "@/features/organizations/components/owner-organizations";
import { loadNetwork, NETWORK_AUDIENCE, type NetworkSearchParams } from "../load-network";

export const metadata: Metadata = { title: "Organizations | LocalHub" };

export default async function NetworkOrganizationsPage({ searchParams }: { searchParams: NetworkSearchParams }) {
  const { user, choice } = await loadNetwork(searchParams);
  return (
    <AreaPage title="Network" audience={NETWORK_AUDIENCE} user={user}>
      <NetworkFrame choice={choice} tab="organizations" path="/dashboard/network/organizations">
        {choice.selected && <OwnerOrganizations business={choice.selected} canAct={canActIn(choice)} />}
      </NetworkFrame>
    </AreaPage>
  );
}
