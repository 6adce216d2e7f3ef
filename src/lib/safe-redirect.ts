/** A same-site path to return to after signing in; anything else (other hosts, "//x") becomes "/". */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value) return "/";
  let path = value;
  try {
    // next-auth may hand back an absolute URL of this site.
    if (/^https?:\/\//i.test(value)) {
      const url = new URL(value);
      if (typeof window === "undefined" || url.origin !== window.location.origin) return "/";
      path = url.pathname + url.search + url.hash;
    }
  } catch {
    return "/";
  }
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return "/";
  if (path === "/auth" || path.startsWith("/auth?")) return "/";
  return path;
}
