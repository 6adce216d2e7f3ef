// How a page says it answers one visitor and must not enter the signed-out page cache
// (scripts/lib/page-cache.mjs): an element of it carries this attribute.
/** Spread onto an element of such a page. */
export const NO_STORE_PAGE = Object.freeze({ "data-page-cache": "no-store" });
/** The attribute as it appears in the page's HTML. */
export const NO_STORE_MARKER = 'data-page-cache="no-store"';
