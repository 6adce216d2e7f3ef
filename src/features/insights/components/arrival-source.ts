// How a visitor arrived at a profile, from the page before it: the previous page of a soft
// navigation inside LocalHub, or else the browser's referrer. Pure, so it runs in the browser and in
// unit tests alike.
import type { ViewSource } from "@/features/insights/types";

/**
 * `from` is the address of the page before (null or "" when there was none); `origin` is this site's.
 * The directory's map view is "map", a directory address with search text "search", any other
 * directory address "directory"; shared lists and organisation pages are themselves; another page
 * here or another site is "elsewhere"; no page at all is "direct".
 */
export function arrivalSource(from: string | null | undefined, origin: string): ViewSource {
  if (!from) return "direct";
  let url: URL;
  try {
    url = new URL(from);
  } catch {
    return "direct";
  }
  if (url.origin !== origin) return "elsewhere";
  const path = url.pathname;
  if (path === "/directory" || path.startsWith("/directory/")) {
    if (url.searchParams.get("view") === "map") return "map";
    return url.searchParams.get("search")?.trim() ? "search" : "directory";
  }
  if (path.startsWith("/shared-list/")) return "list";
  if (path.startsWith("/organization/")) return "organization";
  return "elsewhere";
}
