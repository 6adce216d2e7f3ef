// How a page says it answers one visitor (the search limit, a load error) and must not enter the
// production server's page cache (see scripts/server.mjs): an element of it carries
// this attribute. Plain JavaScript, so that server imports it as it is.
/** Spread onto an element of such a page. */
export const NO_STORE_PAGE = Object.freeze({ "data-page-cache": "no-store" });
/** The attribute as it appears in the page's HTML. */
export const NO_STORE_MARKER = 'data-page-cache="no-store"';
