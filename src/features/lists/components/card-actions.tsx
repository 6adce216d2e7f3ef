"use client";

// What a business card (or profile) offers the signed-in user: the heart and the list menu.
// Renders nothing for signed-out visitors.
import { FavouriteButton } from "@/features/favourites/components/favourite-button";
import { ListMenu } from "./list-menu";

type Props = { businessId: string; businessName: string; showText?: boolean };

export function CardActions({ businessId, businessName, showText }: Props) {
  return (
    <>
      <FavouriteButton businessId={businessId} businessName={businessName} showText={showText} />
      <ListMenu businessId={businessId} businessName={businessName} />
    </>
  );
}
