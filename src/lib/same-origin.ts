// Cross-site request check for everything that changes data. A browser names the page that sent a
// request in Origin (and Sec-Fetch-Site), and a page on another site cannot change either; so a
// mutation whose Origin is neither this host nor the public site URL was sent by another site
// (a hidden form, a script) riding on the visitor's cookies. Requests without either header are
// not from a browser, and so carry no one's cookies by accident.

export const CROSS_SITE_MESSAGE = "This request came from another site and was refused.";

/** True when a browser says another site sent this request. */
export function isCrossSiteRequest(headers: Headers, siteUrl: string | undefined): boolean {
  const origin = headers.get("origin");
  if (origin) {
    if (origin === "null") return true;
    try {
      const url = new URL(origin);
      if (url.host === headers.get("host")) return false;
      return !siteUrl || url.origin !== new URL(siteUrl).origin;
    } catch {
      return true;
    }
  }
  const fetchSite = headers.get("sec-fetch-site");
  return fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none";
}
