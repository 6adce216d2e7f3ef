"use client";
// The signed-in parts of an organisation's public page, rendered after hydration: the Join button
// (for owners), Manage (for its admins) and the members-only offers (for its members and admins).
// Nothing for signed-out visitors, as the server rendered the page; for signed-in ones the code and
// its queries load as chunks of their own.
import { withApi } from "@/trpc/island";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";

const JoinPanel = withApi(() => import("./viewer-panels").then((module) => module.JoinPanel));
const MembersOffersPanel = withApi(() => import("./viewer-panels").then((module) => module.MembersOffersPanel));

type Props = { slug: string; name: string };

export function OrganizationJoinActions(props: Props) {
  const { viewer } = useCardStateContext();
  if (!viewer) return null;
  return <JoinPanel {...props} />;
}

export function OrganizationMembersOffers(props: Props) {
  const { viewer } = useCardStateContext();
  if (!viewer) return null;
  return <MembersOffersPanel {...props} />;
}
