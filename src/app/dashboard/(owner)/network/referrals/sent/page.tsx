import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { canActIn, NetworkFrame } from "@/features/network/components/network-frame";
import { ReferralsSent } from "@/features/network/components/referrals-sent";
import { loadNetwork, NETWORK_AUDIENCE, type NetworkSearchParams } from "../../load-network";

export const metadata: Metadata = { title: "Referrals sent | LocalHub" };

export default async function ReferralsSentPage({ searchParams }: { searchParams: NetworkSearchParams }) {
  const { user, choice } = await loadNetwork(searchParams);
  return (
    <AreaPage title="Network" audience={NETWORK_AUDIENCE} user={user}>
      <NetworkFrame choice={choice} tab="referrals" path="/dashboard/network/referrals/sent">
        {choice.selected && <ReferralsSent business={choice.selected} canAct={canActIn(choice)} />}
      </NetworkFrame>
    </AreaPage>
  );
}
