// The production server's request observation over real HTTP: a plain Node server runs each request
// through `observe` as scripts/server.mjs does, with the log captured line by line.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countQuery, provideReading } from "../../src/platform/runtime/observed.mjs";
import { createObserver } from "./observe.mjs";
import { createRoutes } from "./routes.mjs";

const TOKEN = "metrics-token-for-this-test";
const SECRETS = ["session-cookie-value", "bearer-secret-value", "spot-key-value", "reset-token-value"];
const ROUTES = createRoutes({
  staticRoutes: [{ page: "/" }, { page: "/slow" }],
  dynamicRoutes: [
    { page: "/waitlist/spot/[key]", regex: "^/waitlist/spot/([^/]+?)(?:/)?$" },
    { page: "/business/[key]/[slug]", regex: "^/business/([^/]+?)/([^/]+?)(?:/)?$" },
  ],
});

type Line = Record<string, unknown> & { msg: string; level: string };

let server: Server;
let base: string;
let lines: string[];
const consoleMethods = { ...console };

function start(options: { hops?: number; metricsToken?: string } = {}) {
  lines = [];
  const observer = createObserver({
    logFormat: "json",
    metricsToken: options.metricsToken ?? TOKEN,
    hops: options.hops ?? 0,
    pageCacheSeconds: 30,
    output: { write: (line: string) => lines.push(line) },
    routes: ROUTES,
  });
  server = createServer((req, res) =>
    observer.observe(req, res, () => {
      if (req.url === "/fails") {
        console.error("The work failed:", new Error("database said no"));
        res.statusCode = 500;
        return void res.end("failed");
      }
      if (req.url === "/") res.setHeader("x-localhub-page-cache", req.headers["x-test-cache"] ?? "miss");
      res.end("ok");
    }),
  );
  return new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

const logged = (): Line[] => lines.map((line) => JSON.parse(line) as Line);

afterEach(async () => {
  Object.assign(console, consoleMethods);
  await new Promise((resolve) => server.close(resolve));
});

describe("request log", () => {
  beforeEach(() => start());

  it("writes one JSON line per request whose id is the X-Request-Id answered", async () => {
    const response = await fetch(`${base}/business/austin/joes-diner?page=2`);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => logged().filter((line) => line.msg === "request")).toHaveLength(1);
    const [line] = logged();
    expect(line).toMatchObject({
      level: "info",
      requestId: id,
      method: "GET",
      path: "/business/austin/joes-diner?page=2",
      route: "/business/[key]/[slug]",
      status: 200,
    });
    expect(typeof line!.ms).toBe("number");
    expect(typeof line!.time).toBe("string");
  });

  it("gives each request its own id and ignores an untrusted X-Request-Id", async () => {
    const first = await fetch(`${base}/`, { headers: { "x-request-id": "from-the-client" } });
    const second = await fetch(`${base}/`);
    expect(first.headers.get("x-request-id")).not.toBe("from-the-client");
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
  });

  it("puts the request's id on what the work writes to the console, with the error", async () => {
    const response = await fetch(`${base}/fails`);
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");
    await expect.poll(() => logged().length).toBe(2);
    const [failure, request] = logged();
    expect(failure).toMatchObject({ level: "error", requestId: id, msg: "The work failed:" });
    expect(failure!.err).toMatchObject({ type: "Error", message: "database said no" });
    expect(request).toMatchObject({ level: "error", requestId: id, msg: "request failed", status: 500 });
  });

  it("never writes a cookie, an authorization header, a spot key or a token", async () => {
    await fetch(`${base}/waitlist/spot/${SECRETS[2]}?token=${SECRETS[3]}&ref=friends`, {
      headers: { cookie: `next-auth.session-token=${SECRETS[0]}`, authorization: `Bearer ${SECRETS[1]}` },
    });
    await expect.poll(() => lines.length).toBe(1);
    expect(logged()[0]!.path).toBe("/waitlist/spot/[key]?token=[removed]&ref=friends");
    for (const secret of SECRETS) expect(lines.join("")).not.toContain(secret);
  });
});

describe("request id behind a trusted proxy", () => {
  beforeEach(() => start({ hops: 1 }));

  it("keeps the proxy's X-Request-Id when it is a plain token", async () => {
    const kept = await fetch(`${base}/`, { headers: { "x-request-id": "proxy-7f3a9c" } });
    expect(kept.headers.get("x-request-id")).toBe("proxy-7f3a9c");
    const replaced = await fetch(`${base}/`, { headers: { "x-request-id": "bad id with spaces" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => logged().map((line) => line.requestId)[0]).toBe("proxy-7f3a9c");
  });
});

/** The value of the sample `name{labels}` in a Prometheus text page (0 when absent). */
function sample(page: string, series: string): number {
  const line = page.split("\n").find((text) => text.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = async () => {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
};

describe("/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    await start({ metricsToken: "" });
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it("refuses a missing or wrong token", async () => {
    await start();
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
  });

  it("counts requests per route and status, and their latency", async () => {
    await start();
    const series = 'localhub_http_requests_total{method="GET",route="/business/[key]/[slug]",status="200"}';
    const before = sample(await scrape(), series);
    for (const slug of ["one", "two", "three"]) await fetch(`${base}/business/austin/${slug}`);
    await fetch(`${base}/fails`);
    const page = await scrape();
    expect(sample(page, series)).toBe(before + 3);
    expect(sample(page, 'localhub_http_requests_total{method="GET",route="unmatched",status="500"}')).toBeGreaterThan(
      0,
    );
    expect(
      sample(page, 'localhub_http_request_duration_seconds_count{method="GET",route="/business/[key]/[slug]"}'),
    ).toBe(before + 3);
    expect(page).toContain("process_cpu_seconds_total");
    // The scrape itself is the one request in flight.
    expect(sample(page, "localhub_http_requests_in_flight")).toBe(1);
  });

  it("counts the page cache's hits and misses, queries in flight and the outbox's depth", async () => {
    await start();
    const hits = sample(await scrape(), 'localhub_page_cache_requests_total{result="hit"}');
    const misses = sample(await scrape(), 'localhub_page_cache_requests_total{result="miss"}');
    await fetch(`${base}/`, { headers: { "x-test-cache": "hit" } });
    await fetch(`${base}/`, { headers: { "x-test-cache": "hit" } });
    await fetch(`${base}/`);
    // A signed-in visitor shares the cached page: counted as anyone is.
    await fetch(`${base}/`, { headers: { cookie: "next-auth.session-token=abc", "x-test-cache": "hit" } });
    // An RSC payload is not the cache's to answer: neither a hit nor a miss.
    await fetch(`${base}/`, { headers: { rsc: "1" } });
    provideReading("outboxQueueDepth", async () => 7);
    let answer!: () => void;
    const query = countQuery(() => new Promise<void>((resolve) => (answer = resolve)));
    const page = await scrape();
    answer();
    await query;
    expect(sample(page, 'localhub_page_cache_requests_total{result="hit"}')).toBe(hits + 3);
    expect(sample(page, 'localhub_page_cache_requests_total{result="miss"}')).toBe(misses + 1);
    expect(sample(page, "localhub_outbox_queue_depth")).toBe(7);
    expect(sample(page, "localhub_db_queries_in_flight")).toBe(1);
    expect(sample(await scrape(), "localhub_db_queries_in_flight")).toBe(0);
  });
});
