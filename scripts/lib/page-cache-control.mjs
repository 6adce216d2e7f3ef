// Cache-Control for pages a signed-out visitor gets. Next.js marks every dynamically rendered page
// `private, no-cache, no-store, max-age=0, must-revalidate`; `no-store` keeps the page out of the
// browser's back/forward cache, so Back re-renders it on the server. A page sent to a visitor
// without a session cookie holds nothing personal, so for those documents the production server
// (scripts/server.mjs) drops `no-store` and keeps the rest: still never stored by a shared cache
// (`private`; the page carries its own CSP nonce) and revalidated before any reuse (`no-cache`).
// Signed-in pages, API answers, RSC payloads and private pages (an owner's waitlist spot, whose
// address is its key) keep what Next sent.

/** next-auth's session cookie, plain or __Secure- prefixed (split into .0, .1... when large). */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;

export const SIGNED_OUT_PAGE_CACHE_CONTROL = "private, no-cache, max-age=0, must-revalidate";

/** Pages whose address is a secret (the waitlist spot page's key): never stored anywhere. */
const PRIVATE_PAGE = /^\/waitlist\/spot\//;

/**
 * Whether the answer to this request may drop `no-store`: a GET of an HTML page (not an API call,
 * not an RSC payload for client navigation, not a private page) by a visitor without a session cookie.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function isSignedOutPageRequest(req) {
  const url = req.url ?? "";
  if (req.method !== "GET" || url.startsWith("/api/") || PRIVATE_PAGE.test(url)) return false;
  if (req.headers.rsc !== undefined || !String(req.headers.accept ?? "").includes("text/html")) return false;
  return !SESSION_COOKIE.test(String(req.headers.cookie ?? ""));
}

/** The Cache-Control to send instead of `value` for a signed-out page: `value` unless Next's no-store one. */
export function signedOutPageCacheControl(value) {
  const directives = String(value)
    .split(",")
    .map((directive) => directive.trim().toLowerCase());
  return directives.includes("no-store") && directives.includes("private") ? SIGNED_OUT_PAGE_CACHE_CONTROL : value;
}

/** Makes `res` send signedOutPageCacheControl() whenever Next sets Cache-Control on it. */
export function allowBackForwardCache(res) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) =>
    setHeader(name, String(name).toLowerCase() === "cache-control" ? signedOutPageCacheControl(value) : value);
}
