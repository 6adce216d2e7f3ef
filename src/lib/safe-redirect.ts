// Where to send someone after signing in: only a path on this site. Browsers forgive a lot when
// they parse a URL (they drop tabs and newlines, read "\" as "/", treat "//host" as another site),
// so anything that could be read as another site is refused outright rather than repaired.
const MAX_LENGTH = 2048;
const BASE = "http://same-site.invalid";
/** Control characters (C0, DEL, C1), every kind of whitespace, and the line/paragraph separators. */
const FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\s\u2028\u2029\\]/u;

/** True for a path on this site ("/x?y#z"), false for anything a browser could take elsewhere. */
export function isSameSitePath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_LENGTH || FORBIDDEN.test(path)) return false;
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** A same-site path to return to after signing in; anything else (other hosts, "//x") becomes "/". */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value) return "/";
  let path = value;
  // next-auth may hand back an absolute URL of this site (only the browser knows which site that is).
  if (/^https?:\/\//i.test(value)) {
    if (typeof window === "undefined" || FORBIDDEN.test(value)) return "/";
    try {
      const url = new URL(value);
      if (url.origin !== window.location.origin) return "/";
      path = url.pathname + url.search + url.hash;
    } catch {
      return "/";
    }
  }
  if (!isSameSitePath(path)) return "/";
  if (path === "/auth" || path.startsWith("/auth?") || path.startsWith("/auth#")) return "/";
  return path;
}
