// Prometheus metrics of the production server at /metrics (prom-client): requests in flight,
// requests and their latency per route (labels from scripts/lib/routes.mjs, so the series stay
// bounded), the page cache's hits and misses, database queries in flight, the email
// outbox's depth (counted when scraped) and the process's own (CPU, memory, event loop, handles).
// Only a caller presenting METRICS_TOKEN as a Bearer token reads them; without the variable the
// address does not exist.
import { createHash, timingSafeEqual } from "node:crypto";
import client from "prom-client";
import { queriesInFlight, takeReading } from "../../src/platform/runtime/observed.mjs";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const digest = (text) => createHash("sha256").update(text).digest();

/** Whether the request's Authorization header is "Bearer <token>", compared in constant time. */
function presentsToken(req, token) {
  const given = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

/** The metrics of this process; `report` is told when a reading taken at scrape time fails. */
export function createMetrics({ report = () => {} } = {}) {
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Counter({
    name: "localhub_http_requests_total",
    help: "Requests answered, by method, route and status",
    labelNames: ["method", "route", "status"],
    registers,
  });
  const latency = new client.Histogram({
    name: "localhub_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by method and route",
    labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const inFlight = new client.Gauge({
    name: "localhub_http_requests_in_flight",
    help: "Requests received and not yet answered",
    registers,
  });
  const pageCache = new client.Counter({
    name: "localhub_page_cache_requests_total",
    help: "Signed-out page requests the page cache could answer, by result (hit or miss)",
    labelNames: ["result"],
    registers,
  });
  new client.Gauge({
    name: "localhub_db_queries_in_flight",
    help: "Database queries sent and not yet answered",
    registers,
    collect() {
      this.set(queriesInFlight());
    },
  });
  new client.Gauge({
    name: "localhub_outbox_queue_depth",
    help: "Emails waiting in the outbox to be sent",
    registers,
    async collect() {
      try {
        const depth = await takeReading("outboxQueueDepth");
        if (depth !== undefined) this.set(depth);
      } catch (error) {
        report(error);
      }
    },
  });

  return {
    /** Counts a request arriving; `observe` counts its answer. */
    arrived() {
      inFlight.inc();
    },
    /** Counts an answered request. */
    observe({ method, route, status, seconds }) {
      inFlight.dec();
      const verb = METHODS.has(method) ? method : "OTHER";
      requests.inc({ method: verb, route, status: String(status) });
      latency.observe({ method: verb, route }, seconds);
    },
    /** Counts a page the cache could answer: `hit` when it did. */
    pageCacheResult(hit) {
      pageCache.inc({ result: hit ? "hit" : "miss" });
    },
    /** Answers GET /metrics: 404 without a token configured, 401 without the right Bearer token. */
    async answer(req, res, token) {
      const refuse = (status, headers = {}) => {
        res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers });
        res.end(status === 404 ? "Not found\n" : "Unauthorized\n");
      };
      if (!token) return refuse(404);
      if (!presentsToken(req, token)) return refuse(401, { "www-authenticate": 'Bearer realm="metrics"' });
      const body = await registry.metrics();
      res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
      res.end(body);
    },
  };
}
