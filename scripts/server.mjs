// The production server: Next.js behind a Node HTTP server that stamps each request with the
// client's real address (see src/platform/runtime/client-address.mjs). `next start` cannot do this: it
// keeps a client-supplied X-Forwarded-For and only fills it in from the socket when it is absent.
// Pages rendered while the database is unavailable answer 503 (see src/platform/runtime/outage-state.mjs).
// Pages sent to signed-out visitors may enter the back/forward cache (scripts/lib/page-cache-control.mjs);
// a 503 still says no-store. Public pages are answered from memory once rendered for nobody, to
// every visitor, each with a fresh CSP nonce (scripts/lib/page-cache.mjs; PAGE_CACHE_SECONDS, 0 =
// off); a signed-in visitor's own parts come after load, told apart by the signed-in hint cookie
// kept here in step with the session cookie (keepSignedInHint).
// Every request gets an id, a log line (JSON in production) and its place in /metrics
// (scripts/lib/observe.mjs; LOG_FORMAT, METRICS_TOKEN); SIGTERM or SIGINT stops the server
// gracefully (scripts/lib/graceful-shutdown.mjs).
// Invalidations reach every app process (src/platform/runtime/invalidation.mjs); /healthz and
// /readyz answer load balancers (scripts/lib/health.mjs).
// Usage: node scripts/server.mjs [-p PORT] (PORT and HOSTNAME are read from the environment too).
import { createServer } from "node:http";
import next from "next";
import { CLIENT_ADDRESS_TRUSTED, stampClientAddress } from "../src/platform/runtime/client-address.mjs";
import { loadAppEnv, loadServerEnv } from "../src/platform/runtime/env.mjs";
import { connectInvalidation, invalidationHub } from "../src/platform/runtime/invalidation.mjs";
import { handleWithOutageStatus } from "../src/platform/runtime/outage-state.mjs";
import { onShutdownClose } from "../src/platform/runtime/shutdown.mjs";
import { allowBackForwardCache, isSignedOutPageRequest, keepSignedInHint } from "./lib/page-cache-control.mjs";
import { createHealthChecks } from "./lib/health.mjs";
import { stopGracefullyOnSignals } from "./lib/graceful-shutdown.mjs";
import { createObserver } from "./lib/observe.mjs";
import { createPageCache } from "./lib/page-cache.mjs";

const portFlag = process.argv.indexOf("-p");
const port = Number(portFlag > 0 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000));
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
let serverEnv;
try {
  serverEnv = loadServerEnv();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { TRUSTED_PROXY_HOPS: hops, PAGE_CACHE_SECONDS: pageCacheFor, LOG_FORMAT, METRICS_TOKEN } = serverEnv;
// Before Next.js starts, so its own console lines go through the logger too.
const observer = createObserver({
  logFormat: LOG_FORMAT,
  metricsToken: METRICS_TOKEN,
  hops,
  pageCacheSeconds: pageCacheFor,
});

const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const { DATABASE_URL, REDIS_URL } = loadAppEnv();
const channel = connectInvalidation(invalidationHub(), { redisUrl: REDIS_URL, databaseUrl: DATABASE_URL });
const health = createHealthChecks({ databaseUrl: DATABASE_URL, hub: invalidationHub() });
onShutdownClose(() => Promise.all([channel?.close(), health.close()]));
globalThis[CLIENT_ADDRESS_TRUSTED] = true;
const pageCache = createPageCache({ seconds: pageCacheFor });
const render = (req, res) => handleWithOutageStatus(req, res, handle);

const server = createServer((req, res) =>
  observer.observe(req, res, () => {
    if (health.answer(req, res)) return;
    stampClientAddress(req, hops);
    if (isSignedOutPageRequest(req)) allowBackForwardCache(res);
    keepSignedInHint(req, res);
    void pageCache.serve(req, res, render);
  }),
);
// Idle connections stay open longer than a proxy keeps its pooled ones (60 s is the usual
// default), so the proxy never sends a request on a socket this server is just closing.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
stopGracefullyOnSignals(server, { logger: observer.logger });
server.listen(port, hostname, () => {
  console.log(
    `LocalHub ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port} (trusted proxy hops: ${hops})`,
  );
});
