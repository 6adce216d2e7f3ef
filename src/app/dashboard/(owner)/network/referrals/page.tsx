import type { Metadata } from "next";
import { AreaPage } from "@/components/layout/area-page";
import { canActIn, NetworkFrame } from "@/features/network/components/network-frame";
import { ReferralInbox } from "@/features/network/components/referral-inbox";
import { loadNetwork, NETWORK_AUDIENCE, type NetworkSearchParams } from "../load-network";

export const metadata: Metadata = { title: "Referrals received | LocalHub" };

export default async function ReferralInboxPage({ searchParams }: { searchParams: NetworkSearchParams }) {
  const { user, choice } = await loadNetwork(searchParams);
  return (
    <AreaPage title="Network" audience={NETWORK_AUDIENCE} user={user}>
      <NetworkFrame choice={choice} tab="referrals" path="/dashboard/network/referrals">
        {choice.selected && <ReferralInbox business={choice.selected} canAct={canActIn(choice)} />}
      </NetworkFrame>
    </AreaPage>
  );
}
