// Shared between the production server (scripts/server.mjs) and the app (src/platform/outage.ts):
// the app records on these globals whether the database answered, and the server answers a page
// rendered while the database was unavailable with 503 (a branded error page, not a 200 or 500).
// Each request's `{ databaseUnavailable, databaseAnswered }` lives in its request store
// (observed.mjs).
import { currentRequest, withRequestStore } from "./observed.mjs";

/** `{ downSince: number | null, probe }`: set while the database cannot be reached. */
export const OUTAGE_STATE = Symbol.for("localhub.outage");

/**
 * Whether a response about to be sent should say 503: an HTML page (or a Next.js 500 for one)
 * rendered while this request met an unavailable database, or before it reached the database at all
 * while the database is known to be down (a page whose first bytes are sent before its data read).
 */
export function outageStatus(store, statusCode, contentType) {
  if (statusCode !== 200 && statusCode !== 500) return statusCode;
  if (!String(contentType ?? "").startsWith("text/html")) return statusCode;
  const down = globalThis[OUTAGE_STATE]?.downSince != null;
  return store.databaseUnavailable || (down && !store.databaseAnswered) ? 503 : statusCode;
}

/** Runs `handle(req, res)` noting the database's outcome in the request's store, rewriting the status as `outageStatus` says. */
export function handleWithOutageStatus(req, res, handle) {
  const observed = currentRequest();
  const store = observed ?? {};
  store.databaseUnavailable = false;
  store.databaseAnswered = false;
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === "object");
    const contentType =
      this.getHeader("content-type") ??
      (headers && !Array.isArray(headers) ? (headers["content-type"] ?? headers["Content-Type"]) : undefined);
    const status = outageStatus(store, statusCode, contentType);
    if (status === statusCode) return writeHead.call(this, statusCode, ...rest);
    this.setHeader("Retry-After", "5");
    this.setHeader("Cache-Control", "no-store");
    return writeHead.call(this, status, ...rest.filter((arg) => typeof arg !== "string"));
  };
  return observed ? handle(req, res) : withRequestStore(store, () => handle(req, res));
}
