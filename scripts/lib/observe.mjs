// Every request of the production server, observed: it gets an id (the trusted proxy's X-Request-Id
// or a new one, sent back in X-Request-Id), runs with that id as its context (so the app's log
// lines carry it), and is logged (scripts/lib/request-log.mjs) and counted (scripts/lib/metrics.mjs)
// when answered. The load balancer's /healthz and /readyz are counted but not logged.
import { inRequest } from "../../src/platform/runtime/observed.mjs";
import { createMetrics } from "./metrics.mjs";
import { pageCacheKey } from "./page-cache.mjs";
import { createLogger, logWhenDone, requestIdFor, routeConsole } from "./request-log.mjs";
import { loadRoutes } from "./routes.mjs";

const QUIET = new Set(["/healthz", "/readyz"]);

/**
 * The logger (console output is sent through it too) and `observe(req, res, handle)`, which also
 * answers /metrics itself. The log goes to stdout and the routes are the build's unless given.
 */
export function createObserver({ logFormat, metricsToken, hops, pageCacheSeconds, output, routes = loadRoutes() }) {
  const logger = createLogger({ format: logFormat, output });
  routeConsole(logger);
  const metrics = createMetrics({ report: (error) => logger.warn({ err: error }, "a metrics reading failed") });

  return {
    logger,
    /** Runs `handle()` as the request `req`, then logs and counts its answer. */
    observe(req, res, handle) {
      const startedAt = performance.now();
      const requestId = requestIdFor(req, hops);
      res.setHeader("x-request-id", requestId);
      const route = routes.routeOf((req.url ?? "/").split("?")[0]);
      const cacheable = pageCacheSeconds > 0 && pageCacheKey(req) !== null;
      metrics.arrived();
      if (!QUIET.has(route)) logWhenDone(logger, req, res, { requestId, route, routes, startedAt });
      res.once("close", () => {
        const seconds = (performance.now() - startedAt) / 1000;
        metrics.observe({ method: req.method, route, status: res.statusCode, seconds });
        if (cacheable) metrics.pageCacheResult(res.getHeader("x-localhub-page-cache") === "hit");
      });
      inRequest(requestId, () => (route === "/metrics" ? metrics.answer(req, res, metricsToken) : handle()));
    },
  };
}
