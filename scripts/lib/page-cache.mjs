// The page cache of the production server (scripts/server.mjs). A public page (/, the info pages,
// /directory and its locations with or without filters, a profile, a waitlist area page) is
// rendered once for nobody and then answered from memory to every visitor, signed in or not, until
// it expires or something changes; a signed-in visitor's own parts come after load. Popular searches ('restaurants in Houston') are asked for again and again; a
// search not seen before is rendered (and counted against the visitor's search limit).
//
// The CSP stays nonce-based: the rendered page holds the nonce of the request that rendered it (in
// its CSP header and on its scripts); every answer from the cache replaces that nonce with a fresh
// one, so no two visitors see the same nonce and an injected script still has none. The page is
// compressed once, in the parts between the nonce's places (scripts/lib/gzip-parts.mjs): a gzip
// answer is put together from them with the fresh nonce, not compressed again.
//
// Freshness: any request that may change data (not GET or HEAD; the insights beacon aside) and
// succeeds empties the cache of every app process (src/platform/runtime/invalidation.mjs), as does
// any process-cache invalidation, so a change shows on the next page view; a page whose render began
// before such a change is not kept. Entries also expire after PAGE_CACHE_SECONDS (default 30; 0
// turns the cache off), which bounds what scripts and the clock (opening hours) change. While the
// channel to the other processes is down, pages are neither answered from the cache nor kept.
// Pages answered with anything but a plain 200 HTML page without cookies (a 404, a redirect, a 503
// in an outage) are not kept, nor a page that marks itself as one visitor's answer with
// NO_STORE_MARKER (the search limit's page, the load error).
import { randomBytes } from "node:crypto";
import { gzip } from "node:zlib";
import { promisify } from "node:util";

import { compressAround, gzipJoined } from "./gzip-parts.mjs";
import { SESSION_COOKIE_NAME } from "../../src/lib/session-cookie.mjs";
import { SESSION_COOKIE, SIGNED_OUT_PAGE_CACHE_CONTROL } from "./page-cache-control.mjs";
// A text's quotes are written as entities in the HTML and escaped in the RSC payload, so only a
// real attribute matches the marker: no business name or search text can set or forge it.
import { NO_STORE_MARKER } from "../../src/lib/page-cache-marker.mjs";
import { invalidationHub, PAGES_TAG } from "../../src/platform/runtime/invalidation.mjs";

const gzipAsync = promisify(gzip);

/**
 * The public pages kept without a query string: home, info pages, profiles, the waitlist's area
 * pages (/waitlist/austin, /waitlist/78701). Never an owner's spot page (/waitlist/spot/{key}): its
 * address holds a private key, and one more segment than an area page.
 */
const CACHEABLE_PATH =
  /^\/(?:|about|contact|help|how-reviews-work|privacy|terms|business\/[a-z0-9-]+\/[a-z0-9-]+|waitlist\/(?!(?:confirm|spot)$)[a-z0-9-]+)$/;
/** The directory and its locations, kept with their filters (a query string of at most 512 characters) too. */
const DIRECTORY_PATH = /^\/directory(?:\/[a-z0-9-]+)?(?:\?.{0,512})?$/;

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=_-]+)'/;
/** Headers that belong to one answer, not to the page (each request has its own id). */
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "x-request-id",
]);
const MAX_ENTRIES = 500;
/**
 * The longest a visitor waits on another visitor's render of the same page before rendering it
 * themselves: longer than any page takes, short enough that a render that never ends costs others
 * no more than this.
 */
export const RENDER_WAIT_MS = 10_000;

/**
 * The cache key for `req` when its answer may come from the cache: a GET of a public page (not an
 * RSC payload for client navigation or a prefetch), without a query string unless it is a directory
 * page. Signed-in visitors share it: the page is rendered for nobody (withoutSession) and their own
 * parts come after load (src/components/providers/viewer.tsx). Otherwise null.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function pageCacheKey(req) {
  if (req.method !== "GET") return null;
  const { headers } = req;
  if (
    headers.rsc !== undefined ||
    headers["next-router-prefetch"] !== undefined ||
    headers["next-router-state-tree"] !== undefined
  )
    return null;
  const path = req.url ?? "";
  return CACHEABLE_PATH.test(path) || DIRECTORY_PATH.test(path) ? path : null;
}

const SESSION_COOKIES = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE_NAME}=[^;]*`, "g");

/** `req` as a visitor without a session asks for it: the session cookie left out of its cookies. */
export function withoutSession(req) {
  const cookie = req.headers.cookie;
  if (typeof cookie !== "string" || !SESSION_COOKIE.test(cookie)) return req;
  const rest = cookie
    .replace(SESSION_COOKIES, "")
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .join("; ");
  if (rest) req.headers.cookie = rest;
  else delete req.headers.cookie;
  return req;
}

/** Writes no page shows: a profile's insights beacon only adds to its owner's counters. */
const UNSEEN_WRITES = new Set(["/api/insights"]);

/** Whether a finished request may have changed what pages show (so the cache must be emptied). */
export function changesData(method, statusCode, url = "") {
  return method !== "GET" && method !== "HEAD" && statusCode < 400 && !UNSEEN_WRITES.has(url.split("?")[0]);
}

/**
 * The cache entry for a rendered answer, or null when it must not be kept: only a 200 HTML page
 * with no cookie, sent uncompressed, whose CSP carries the nonce it was rendered with, and that
 * does not carry NO_STORE_MARKER. The page is kept as its parts between the nonce's places
 * (`compressed` holds them gzip-ready once compressEntry has run).
 * @param {number} statusCode
 * @param {Record<string, number | string | string[] | undefined>} headers
 * @param {string} body
 * @param {number} expiresAt
 */
export function cacheEntry(statusCode, headers, body, expiresAt) {
  if (statusCode !== 200 || headers["set-cookie"] !== undefined || headers["content-encoding"] !== undefined)
    return null;
  if (!String(headers["content-type"] ?? "").startsWith("text/html") || body.includes(NO_STORE_MARKER)) return null;
  const nonce = NONCE_IN_POLICY.exec(String(headers["content-security-policy"] ?? ""))?.[1];
  if (!nonce) return null;
  const kept = Object.entries(headers).filter(([name, value]) => value !== undefined && !NOT_KEPT.has(name));
  // A signed-out page: kept for Back, never by a shared cache (see page-cache-control.mjs).
  return {
    headers: { ...Object.fromEntries(kept), "cache-control": SIGNED_OUT_PAGE_CACHE_CONTROL },
    parts: body.split(nonce).map((part) => Buffer.from(part)),
    /** @type {import("./gzip-parts.mjs").CompressedParts | null} */
    compressed: null,
    nonce,
    expiresAt,
  };
}

/** A new nonce in the proxy's format (128 bits, base64). */
export const newNonce = () => randomBytes(16).toString("base64");
const NONCE_BYTES = newNonce().length;

/** Compresses the entry's page once, for every answer that accepts gzip (when it can be held so). */
export async function compressEntry(entry) {
  entry.compressed = await compressAround(entry.parts, NONCE_BYTES);
  return entry;
}

/**
 * The entry's headers and page with its nonce replaced by `nonce` (in every header that holds it:
 * the policy, a preload link), gzip when `gzip` is true.
 */
export async function withNonce(entry, nonce, gzip = false) {
  const headers = Object.fromEntries(
    Object.entries(entry.headers).map(([name, value]) => [
      name,
      typeof value === "string" ? value.replaceAll(entry.nonce, nonce) : value,
    ]),
  );
  const joined = gzip && entry.compressed ? gzipJoined(entry.parts, entry.compressed, nonce) : null;
  if (joined) return { headers: { ...headers, "content-encoding": "gzip" }, body: joined };
  const word = Buffer.from(nonce);
  const body = Buffer.concat(entry.parts.flatMap((part, index) => (index > 0 ? [word, part] : [part])));
  // A page that could not be compressed once (see gzip-parts.mjs) is compressed for each answer.
  if (gzip) return { headers: { ...headers, "content-encoding": "gzip" }, body: await gzipAsync(body) };
  return { headers, body };
}

/**
 * Creates the cache: `serve(req, res, render)` answers from it or renders into it. `hub` is the
 * process's invalidation hub (a test's own in tests).
 */
export function createPageCache({ seconds, now = Date.now, renderWaitMs = RENDER_WAIT_MS, hub = invalidationHub() }) {
  /** @type {Map<string, ReturnType<typeof cacheEntry>>} */
  const entries = new Map();
  /** Renders in flight, so simultaneous misses for one page render it once. */
  const pending = new Map();
  /** Visitors waiting on another visitor's render. */
  let waiting = 0;
  /** Counts invalidations: a render that began before one is not kept. */
  let generation = 0;
  hub.listen(() => {
    generation += 1;
    entries.clear();
    pending.clear();
  });

  async function send(req, res, entry, marker = "hit") {
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const { headers, body: payload } = await withNonce(entry, newNonce(), gzip);
    headers["content-length"] = String(payload.length);
    headers["x-localhub-page-cache"] = marker;
    res.writeHead(200, headers);
    res.end(payload);
  }

  /**
   * Runs `render(req, res)` with the answer held back; resolves with it once the page is complete,
   * or with null when the visitor's connection closes first (Next.js then stops the render without
   * ending it, so nothing else would ever resolve it).
   */
  function capture(req, res, render) {
    return new Promise((resolve) => {
      const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
      const closed = () => {
        Object.assign(res, original);
        resolve(null);
      };
      if (res.destroyed || req.socket?.destroyed) return closed();
      res.once("close", closed);
      const chunks = [];
      let headed = false;
      // The first write "sends" the headers, through every writeHead wrapper (e.g. the outage status).
      const head = () => {
        if (!headed) res.writeHead(res.statusCode);
      };
      const collect = (chunk, encoding) => {
        if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
          chunks.push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
      };
      res.flushHeaders = () => {};
      res.writeHead = function (statusCode, ...rest) {
        headed = true;
        this.statusCode = statusCode;
        const headers = rest.find((arg) => arg && typeof arg === "object");
        if (Array.isArray(headers))
          for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1]);
        else if (headers) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
        return this;
      };
      res.write = function (chunk, encoding, callback) {
        head();
        collect(chunk, encoding);
        if (typeof encoding === "function") encoding();
        else if (typeof callback === "function") callback();
        return true;
      };
      res.end = function (chunk, encoding, callback) {
        head();
        collect(chunk, encoding);
        res.off("close", closed);
        Object.assign(res, original);
        resolve({
          statusCode: res.statusCode,
          headers: res.getHeaders(),
          body: Buffer.concat(chunks),
          done: typeof encoding === "function" ? encoding : callback,
        });
        return this;
      };
      // The page is kept uncompressed; each answer is compressed for its own client.
      delete req.headers["accept-encoding"];
      void render(req, res);
    });
  }

  /** Renders `req` into the cache, with later visitors of the same page waiting on it. */
  function renderShared(key, req, res, render) {
    const rendering = renderInto(key, req, res, render).finally(() => pending.delete(key));
    pending.set(key, rendering);
    return rendering;
  }

  async function renderInto(key, req, res, render) {
    const acceptEncoding = req.headers["accept-encoding"];
    const startedIn = generation;
    const answer = await capture(req, res, render);
    // The visitor left mid-render: nothing is kept and there is no one to answer.
    if (answer === null) return null;
    const rendered = cacheEntry(
      answer.statusCode,
      answer.headers,
      answer.body.toString("utf8"),
      now() + seconds * 1000,
    );
    const entry = rendered && (await compressEntry(rendered));
    if (entry && generation === startedIn && hub.cachesUsable) {
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value);
    }
    req.headers["accept-encoding"] = acceptEncoding;
    if (entry) {
      await send(req, res, entry, "miss");
    } else {
      res.writeHead(answer.statusCode);
      res.end(answer.body, answer.done);
    }
    return entry;
  }

  return {
    get size() {
      return entries.size;
    },
    get waiting() {
      return waiting;
    },
    /** Answers `req` from the cache when it may be, else with `render(req, res)`. */
    async serve(req, res, render) {
      res.on("finish", () => {
        if (changesData(req.method, res.statusCode, req.url)) hub.invalidate([PAGES_TAG]);
      });
      const key = seconds > 0 && hub.cachesUsable ? pageCacheKey(req) : null;
      if (key === null) return render(req, res);
      withoutSession(req);
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return send(req, res, hit);
      const inFlight = pending.get(key);
      if (inFlight) {
        // A render that takes longer than `renderWaitMs` is not waited on: this visitor's page is
        // rendered for them. One that ended without a page (a visitor who left, an error page) is
        // replaced by this visitor's, kept for the next ones.
        let timer;
        const waited = new Promise((resolve) => (timer = setTimeout(resolve, renderWaitMs, null)));
        waiting += 1;
        const entry = await Promise.race([inFlight, waited]).finally(() => {
          clearTimeout(timer);
          waiting -= 1;
        });
        if (entry) return send(req, res, entry);
        if (pending.has(key)) return render(req, res);
      }
      await renderShared(key, req, res, render);
    },
  };
}
