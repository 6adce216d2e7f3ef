"use client";
// The profile's network buttons (Connect, Refer a customer, Recommend) for signed-in business
// owners. Nothing for anyone else, as the server rendered the page; for owners, the buttons, their
// query and their dialogs load as chunks of their own, so the public page carries only this file.
import { withApi } from "@/trpc/island";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";

const OwnerNetworkButtons = withApi(() =>
  import("./owner-network-buttons").then((module) => module.OwnerNetworkButtons),
);

export function OwnerNetworkActions(props: { businessId: string; businessName: string }) {
  const { viewer } = useCardStateContext();
  if (!viewer?.isOwner) return null;
  return <OwnerNetworkButtons {...props} />;
}
