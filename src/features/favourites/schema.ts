// Favourite inputs, the card-state request and the toasts of the spec.
import { z } from "zod";
import { zText } from "@/lib/text";
import { CARD_STATE_MAX_IDS } from "./types";

export const FAVOURITES_PAGE_SIZE = 12;
/** The most lists one user keeps (the card menu and the dashboard show them all). */
export const LISTS_PER_USER_MAX = 100;

export const BUSINESS_NOT_FOUND_MESSAGE = "Business not found";
export const FAVOURITE_NOT_FOUND_MESSAGE = "This business is not in your favorites";

export const ZId = zText("Invalid id").trim().min(1, "Invalid id").max(64, "Invalid id");

export const ZFavouriteBusinessSchema = z.object({ businessId: ZId }).strict();

export const ZFavouritesPageSchema = z.object({ page: z.number().int().min(1).max(10_000).default(1) }).strict();

export const ZCardStateSchema = z
  .object({ businessIds: z.array(ZId).max(CARD_STATE_MAX_IDS, `At most ${CARD_STATE_MAX_IDS} businesses at once`) })
  .strict();

export type FavouriteAddResult = { status: "added" | "already" };
