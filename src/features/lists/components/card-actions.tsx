"use client";

// What a business card (or profile) offers the signed-in user: the heart and the list menu.
// Renders nothing for signed-out visitors, and the heart and the list menu (with its new-list form)
// load only for signed-in ones.
import { withApi } from "@/trpc/island";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";

const FavouriteButton = withApi(() =>
  import("@/features/favourites/components/favourite-button").then((module) => module.FavouriteButton),
);
const ListMenu = withApi(() => import("./list-menu").then((module) => module.ListMenu));

type Props = { businessId: string; businessName: string; showText?: boolean };

export function CardActions({ businessId, businessName, showText }: Props) {
  const { viewer } = useCardStateContext();
  if (!viewer) return null;
  return (
    <>
      <FavouriteButton businessId={businessId} businessName={businessName} showText={showText} />
      <ListMenu businessId={businessId} businessName={businessName} />
    </>
  );
}
