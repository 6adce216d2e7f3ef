// A page that answers one visitor (the search limit, a load error) spreads NO_STORE_PAGE onto an
// element, so the production server's signed-out page cache never serves it to others.
export { NO_STORE_PAGE } from "../../scripts/lib/page-cache-marker.mjs";
