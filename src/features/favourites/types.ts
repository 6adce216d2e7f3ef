// What a page's cards need to know about the signed-in user: which businesses are favourited and
// which of the user's lists hold each. Asked once per page, for all its cards.
export type CardListState = { id: string; name: string; businessIds: string[] };
export type CardState = { favouriteIds: string[]; lists: CardListState[] };

/** Who is looking, as the server rendered the page: enough to decide which buttons a card shows. */
export type CardViewer = { isAdmin: boolean };
