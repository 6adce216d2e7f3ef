// What a page's cards need to know about the signed-in user: which businesses are favourited and
// which of the user's lists hold each. Asked once per page, for all its cards. The card buttons'
// constants live here, not in schema.ts, so the cards do not load zod into every page.
/** The most cards one page asks about at once (a directory page shows 12, a full list 200). */
export const CARD_STATE_MAX_IDS = 250;

export const FAVOURITE_TOASTS = {
  added: "Added to favorites",
  already: "Business is already in your favorites",
  addFailed: "Failed to add to favorites",
  removed: "Removed from favorites",
  removeFailed: "Failed to remove from favorites",
} as const;

type CardListState = { id: string; name: string; businessIds: string[] };
export type CardState = { favouriteIds: string[]; lists: CardListState[] };

/**
 * Who is looking, as the server rendered the page: enough to decide which buttons a card shows.
 * `verifiedEmail`: the viewer has an email address and has verified it (a phone-only account has
 * not), which claiming a business needs. `isOwner` (the business_owner role): a profile loads the
 * owner's network buttons.
 */
export type CardViewer = { isAdmin: boolean; isOwner: boolean; verifiedEmail: boolean };
