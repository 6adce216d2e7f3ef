// Request addresses as the routes that answer them, for the production server's logs and metrics.
// A metric is labelled by its route (/business/[key]/[slug]), never by the address, so the number
// of series stays bounded whatever visitors ask for; the routes come from the build's
// .next/routes-manifest.json and the files in public/. A logged address never holds a secret: a
// route whose address is itself a credential is logged by its shape, and the values of query
// parameters that may carry one (token=, code=, key=, tRPC's input= ...) are removed.
import { readdirSync, readFileSync } from "node:fs";

/** Addresses the server answers itself, before Next.js. */
const SERVER_ROUTES = ["/metrics", "/healthz", "/readyz"];
/** Routes whose address holds a private key: an owner's waitlist spot, a review invitation. */
const SECRET_ROUTES = new Set(["/waitlist/spot/[key]", "/review/[code]"]);
const SECRET_PARAMETER = /token|code|secret|key|sig|otp|pass|auth|input|email|phone/i;
export const REMOVED = "[removed]";
const LONGEST_LOGGED = 1024;

/**
 * @param {{ staticRoutes?: { page: string }[], dynamicRoutes?: { page: string, regex: string }[] }} manifest
 * @param {string[]} publicFiles addresses of the files in public/ ("/favicon.ico")
 */
export function createRoutes(manifest, publicFiles = []) {
  const exact = new Set([
    ...(manifest.staticRoutes ?? []).map((route) => route.page),
    ...publicFiles,
    ...SERVER_ROUTES,
  ]);
  const patterns = (manifest.dynamicRoutes ?? []).map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));

  /** The route that answers `pathname`: a page pattern, "/_next/static" for build files, else "unmatched". */
  function routeOf(pathname) {
    const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
    if (exact.has(path)) return path;
    if (path.startsWith("/_next/")) return path.split("/", 3).join("/");
    return patterns.find((pattern) => pattern.regex.test(path))?.page ?? "unmatched";
  }

  /** `url` as it may be logged: the route's shape for a secret address, secret query values removed. */
  function loggedAddress(url) {
    const queryAt = url.indexOf("?");
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    const route = routeOf(pathname);
    const path = SECRET_ROUTES.has(route) ? route : pathname;
    if (queryAt < 0) return path.slice(0, LONGEST_LOGGED);
    const query = [...new URLSearchParams(url.slice(queryAt + 1))]
      .map(
        ([name, value]) =>
          `${encodeURIComponent(name)}=${SECRET_PARAMETER.test(name) ? REMOVED : encodeURIComponent(value)}`,
      )
      .join("&");
    return `${path}?${query}`.slice(0, LONGEST_LOGGED);
  }

  return { routeOf, loggedAddress };
}

/** The routes of the build in `dir` (the production server's working directory). */
export function loadRoutes(dir = ".") {
  let manifest = {};
  try {
    manifest = JSON.parse(readFileSync(`${dir}/.next/routes-manifest.json`, "utf8"));
  } catch {
    // No build to read (the server refuses to start without one anyway): every address is "unmatched".
  }
  let publicFiles = [];
  try {
    publicFiles = readdirSync(`${dir}/public`).map((name) => `/${name}`);
  } catch {
    // No public files.
  }
  return createRoutes(manifest, publicFiles);
}
