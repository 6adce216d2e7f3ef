// Cache-Control for pages a signed-out visitor gets. Next.js marks every dynamically rendered page
// `private, no-cache, no-store, max-age=0, must-revalidate`; `no-store` keeps the page out of the
// browser's back/forward cache, so Back re-renders it on the server. A page sent to a visitor
// without a session cookie holds nothing personal, so for those documents the production server
// (scripts/server.mjs) drops `no-store` and keeps the rest: still never stored by a shared cache
// (`private`; the page carries its own CSP nonce) and revalidated before any reuse (`no-cache`).
// Signed-in pages, API answers, RSC payloads and private pages (an owner's waitlist spot, whose
// address is its key) keep what Next sent.
import { SESSION_COOKIE_NAME } from "../../src/lib/session-cookie.mjs";
import { hintCookie, SIGNED_IN_HINT } from "../../src/lib/signed-in-hint.mjs";

/** next-auth's session cookie in a Cookie header. */
export const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=`);

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

const HINT_IN_REQUEST = new RegExp(`(?:^|;\\s*)${SIGNED_IN_HINT}=`);
const SESSION_SET = new RegExp(`^${SESSION_COOKIE_NAME}=([^;]*)(.*)$`, "i");
const HINT_ON = hintCookie("1");
const HINT_OFF = hintCookie("");

/**
 * Whether the visitor holds a session after this answer: as the answer's Set-Cookie leaves the
 * session cookie (set, or cleared on sign-out), else as the request had it.
 * @param {boolean} hadSession
 * @param {string[]} setCookies
 */
export function signedInAfter(hadSession, setCookies) {
  let signedIn = hadSession;
  for (const cookie of setCookies) {
    const match = SESSION_SET.exec(cookie);
    if (match)
      signedIn = match[1] !== "" && !/;\s*max-age=0\b/i.test(match[2]) && !/expires=thu, 01 jan 1970/i.test(match[2]);
  }
  return signedIn;
}

const asList = (value) => (value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)]);

/**
 * Keeps the signed-in hint (src/lib/signed-in-hint.mjs) in step with the session cookie: each
 * answer that finds them apart, or that signs in or out, sets or clears it. Static files and
 * uploaded images are left alone.
 */
export function keepSignedInHint(req, res) {
  const url = req.url ?? "";
  if (url.startsWith("/_next/") || url.startsWith("/media/")) return;
  const cookies = String(req.headers.cookie ?? "");
  const hadSession = SESSION_COOKIE.test(cookies);
  const hadHint = HINT_IN_REQUEST.test(cookies);
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    res.writeHead = writeHead;
    // Headers handed to writeHead join those already set, as writeHead itself would join them (an
    // object replaces, a flat list adds), so every Set-Cookie is read from one place.
    const given = rest.find((arg) => arg && typeof arg === "object");
    if (Array.isArray(given)) for (let i = 0; i + 1 < given.length; i += 2) res.appendHeader(given[i], given[i + 1]);
    else if (given) for (const [name, value] of Object.entries(given)) res.setHeader(name, value);
    const signedIn = signedInAfter(hadSession, asList(res.getHeader("set-cookie")));
    if (signedIn !== hadHint) res.appendHeader("set-cookie", signedIn ? HINT_ON : HINT_OFF);
    return writeHead.call(this, statusCode, ...rest.filter((arg) => arg !== given));
  };
}
