"use client";
// The Network overview: the business's numbers, then its connections.
import { ConnectionsList } from "./connections-list";
import { NetworkNumbers, type NetworkNumbersData } from "./network-numbers";

export function NetworkOverview({
  business,
  canAct,
  initialNumbers,
}: {
  business: { id: string; businessName: string };
  canAct: boolean;
  initialNumbers: NetworkNumbersData;
}) {
  return (
    <div className="space-y-6">
      <NetworkNumbers business={business} initialNumbers={initialNumbers} />
      <ConnectionsList business={business} canAct={canAct} />
    </div>
  );
}
