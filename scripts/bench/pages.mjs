// npm run bench:pages: the pages as a signed-out visitor gets them, on a production build with
// 100,000 businesses. For each database: start the production server (scripts/server.mjs), load
// each page once in Chromium (first-load JavaScript and the requests a view makes), then hit it with
// autocannon at 10 and 50 connections, with a static file from the same server as the ceiling, and
// write the results with the load average into docs/BENCHMARKS.md (the "# Page benchmark" part).
// Each page's cumulative layout shift is recorded too (scripts/lib/layout-shift.mjs) at 390 and
// 1366 px, on a fresh and on a cached load; it is reported, never a reason to fail. Beside the
// signed-out pages: the same pages for a signed-in customer (the same cached page, and the one
// request for their own parts, /api/viewer), and a
// stream of searches no one asked for before. With BENCH_PAGES_CPU_PROFILE=1, each page's uncached
// render is also profiled and its CPU split by phase (scripts/bench/page-profiles.mjs).
//
// Environment:
//   BENCH_PAGES_LABEL      name of this run in the report (default "latest"); a run replaces the one of the same name
//   BENCH_PAGES_PROVIDERS  "sqlite,postgresql" (default) or one of them
//   BENCH_PAGES_SQLITE_URL / BENCH_PAGES_POSTGRESQL_URL  an already seeded database to reuse (else a fresh one is seeded and removed)
//   BENCH_BUSINESSES       businesses to seed into a fresh database (default 100000)
//   BENCH_PAGES_SECONDS    seconds per measurement (default 10)
//   BENCH_PAGES_PORT       the server's port (default 3150)
//   BENCH_PAGES_SKIP_BUILD 1 to use the existing .next build
//   BENCH_PAGES_CPU_PROFILE 1 to profile each page's uncached render (CPU ms per request by phase)
//   BENCH_PAGES_NGINX      1 to measure /, /directory and a profile again through nginx (docs/nginx.conf)
//                          in front of two servers on the same database (ports BENCH_PAGES_PORT + 1 and + 2)
//   BENCH_PAGES_LIGHTHOUSE the Lighthouse CLI to score each page with (mobile and desktop, performance only), e.g.
//                          after `npm install --prefix /tmp/lighthouse lighthouse@12`:
//                          /tmp/lighthouse/node_modules/.bin/lighthouse (not a dependency of the project:
//                          it is a measuring tool of 200 packages). Without it the scores are left out.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { migrateAndSeed, withFreshDatabase } from "./database.mjs";
import { PAGES_HEADING } from "./report.mjs";
import { profilePages, profileTable } from "./page-profiles.mjs";
import { cpuSeconds, startServer } from "./servers.mjs";
import { startNginx } from "../lib/nginx.mjs";
import { measurePageLoad } from "../lib/page-load.mjs";
import { layoutShifts, recordLayoutShifts } from "../lib/layout-shift.mjs";

const label = process.env.BENCH_PAGES_LABEL ?? "latest";
const providers = (process.env.BENCH_PAGES_PROVIDERS ?? "sqlite,postgresql").split(",").map((p) => p.trim());
const businesses = process.env.BENCH_BUSINESSES ?? "100000";
const seconds = Number(process.env.BENCH_PAGES_SECONDS ?? 10);
const port = Number(process.env.BENCH_PAGES_PORT ?? 3150);
const baseUrl = `http://127.0.0.1:${port}`;
const CONNECTIONS = [10, 50];
const CITY = "houston";
const REPORT = "docs/BENCHMARKS.md";
const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
const LIGHTHOUSE = process.env.BENCH_PAGES_LIGHTHOUSE;
const CPU_PROFILE = process.env.BENCH_PAGES_CPU_PROFILE === "1";
const THROUGH_NGINX = process.env.BENCH_PAGES_NGINX === "1";
/** The pages measured again through nginx in front of two servers. */
const NGINX_PAGES = new Set(["home", "directory", "profile", "static file (ceiling)"]);
const CUSTOMER = { email: "customer@localhub.example", password: "LocalHub!2026" };

const env = (databaseUrl) => ({
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: databaseUrl,
  NEXTAUTH_URL: baseUrl,
  NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "page-benchmark-secret-not-for-production",
  SMTP_URL: "",
  // Many visitors behind one proxy: each request names its own address (below), so the
  // per-address search limit applies per visitor, as in production, not to the benchmark as a whole.
  TRUSTED_PROXY_HOPS: "1",
});

let visitor = 0;
/** autocannon request hook: the next visitor's address in X-Forwarded-For. */
const asNextVisitor = (request) => {
  visitor += 1;
  const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
};
const visitorRequests = [{ setupRequest: asNextVisitor }];
/** The same, each request for an address not asked for before (an extra parameter): rendered, never from the page cache. */
const firstViewRequests = [
  { setupRequest: (request) => ({ ...asNextVisitor(request), path: `${request.path}&first-view=${visitor}` }) },
];
/** Words people search for; two of them make a phrase, and every request asks for a pair not asked for before. */
const SEARCH_WORDS = (
  "plumber coffee garcia family owned hair salon tacos bakery dentist auto repair yoga pizza florist " +
  "pet grooming barbecue brewery lawyer tax cleaning roofing tutor sushi thai vegan gym spa massage " +
  "barber daycare electrician landscaping moving storage printing tailor bikes"
).split(" ");
const unseenSearchRequests = [
  {
    setupRequest: (request) => {
      const next = asNextVisitor(request);
      const first = SEARCH_WORDS[visitor % SEARCH_WORDS.length];
      const second = SEARCH_WORDS[Math.floor(visitor / SEARCH_WORDS.length) % SEARCH_WORDS.length];
      return { ...next, path: `/directory?search=${encodeURIComponent(`${first} ${second}`)}&first-view=${visitor}` };
    },
  },
];
/** Each request as the signed-in customer (`cookie`), from the next visitor's address. */
const signedInRequests = (cookie) => [
  {
    setupRequest: (request) => {
      const next = asNextVisitor(request);
      return { ...next, headers: { ...next.headers, cookie } };
    },
  },
];

/** The demo customer's session cookie, signed in through the /auth form. */
async function signedInCookie(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth`);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email or phone number").fill(CUSTOMER.email);
    await form.getByLabel("Password").fill(CUSTOMER.password);
    await form.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname !== "/auth");
    const cookies = await context.cookies(baseUrl);
    if (!cookies.some((cookie) => cookie.name.includes("session-token")))
      throw new Error("signing the demo customer in gave no session cookie");
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  } finally {
    await context.close();
  }
}

async function pathsToMeasure() {
  const html = await (await fetch(`${baseUrl}/directory/${CITY}`)).text();
  const profile = html.match(/href="(\/business\/[^"?#]+)"/)?.[1];
  if (!profile) throw new Error(`no business profile link on /directory/${CITY}`);
  return [
    { name: "home", path: "/" },
    { name: "directory", path: "/directory" },
    { name: "filtered city", path: `/directory/${CITY}?category=food-dining&rating=4-star&sort=rating` },
    {
      name: "filtered city, first views",
      path: `/directory/${CITY}?category=food-dining&rating=4-star&sort=rating`,
      firstViews: true,
    },
    { name: "profile", path: profile },
    { name: "about", path: "/about" },
    { name: "unseen searches (two words each)", path: "/directory?search=", unseenSearches: true },
    { name: "home, signed in", path: "/", signedIn: true },
    { name: "directory, signed in", path: "/directory", signedIn: true },
    { name: "city page, signed in", path: `/directory/${CITY}`, signedIn: true },
    { name: "profile, signed in", path: profile, signedIn: true },
    // The one request a signed-in view of a shared page adds: the visitor's own parts.
    { name: "own parts, signed in", path: "/api/viewer", signedIn: true, notAPage: true },
    { name: "static file (ceiling)", path: "/favicon.svg" },
  ];
}

/** The autocannon request hooks of a measured page. */
function requestsOf({ firstViews, unseenSearches, signedIn }, cookie) {
  if (signedIn) return signedInRequests(cookie);
  if (unseenSearches) return unseenSearchRequests;
  return firstViews ? firstViewRequests : visitorRequests;
}

/**
 * Lighthouse's performance score (0-100) of a page on a phone (its default) or a desktop, with its
 * total blocking time, largest contentful paint and cumulative layout shift.
 */
function lighthouse(path, formFactor) {
  const args = [
    baseUrl + path,
    "--only-categories=performance",
    "--output=json",
    "--output-path=stdout",
    "--quiet",
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
  ];
  const report = JSON.parse(
    execFileSync(LIGHTHOUSE, args, {
      env: { ...process.env, CHROME_PATH: SYSTEM_CHROMIUM },
      maxBuffer: 256 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    }).toString(),
  );
  const audit = (id) => Math.round(report.audits[id].numericValue);
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbtMs: audit("total-blocking-time"),
    lcpMs: audit("largest-contentful-paint"),
    cls: Number(report.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
  };
}

const LAYOUT_SHIFT_SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 768 },
};

/**
 * A page's cumulative layout shift at each size: a fresh load (a new visitor, an address the server
 * renders for the first time) and a cached one (the same address again); left out where it could not be measured.
 */
async function measureLayoutShifts(browser, path) {
  const shifts = {};
  for (const [size, viewport] of Object.entries(LAYOUT_SHIFT_SIZES)) {
    const context = await browser.newContext({ viewport });
    const load = async (address) => {
      const page = await context.newPage();
      await recordLayoutShifts(page);
      await page.goto(new URL(address, baseUrl).toString(), { waitUntil: "networkidle" });
      return (await layoutShifts(page)).score;
    };
    try {
      const separator = path.includes("?") ? "&" : "?";
      shifts[`${size} fresh`] = await load(`${path}${separator}first-view=${Date.now()}`);
      await load(path);
      shifts[`${size} cached`] = await load(path);
    } catch (error) {
      console.error(`layout shift of ${path} at ${size}: ${error.message}`);
    } finally {
      await context.close();
    }
  }
  return shifts;
}

/** What every browser says it accepts: answers are compressed as they would be for a visitor. */
const AS_A_BROWSER = { "accept-encoding": "gzip, deflate, br" };

/** Measures `path` at `connections`; CPU is the sum of the `pids`' (the servers'). */
async function hammer(pids, { path, requests }, connections) {
  // A short warm-up so the first compilations and caches are not measured.
  await autocannon({ url: baseUrl + path, connections: 2, amount: 20, requests, headers: AS_A_BROWSER });
  const cpuOf = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const cpuBefore = cpuOf();
  const result = await autocannon({
    url: baseUrl + path,
    connections,
    duration: seconds,
    requests,
    headers: AS_A_BROWSER,
  });
  const cpu = cpuOf() - cpuBefore;
  const answered = result.requests.total;
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: answered > 0 ? Number(((cpu * 1000) / answered).toFixed(1)) : null,
  };
}

/**
 * The home page, the directory, a profile and the static file through nginx (docs/nginx.conf) on
 * the benchmark's port, in front of two servers on the same database, at 50 connections.
 */
async function throughNginx(databaseUrl, paths) {
  const servers = [];
  let proxy;
  try {
    for (const offset of [1, 2]) servers.push(await startServer({ port: port + offset, env: env(databaseUrl) }));
    proxy = await startNginx(
      port,
      [1, 2].map((offset) => `127.0.0.1:${port + offset}`),
    );
    const rows = [];
    for (const page of paths.filter(({ name }) => NGINX_PAGES.has(name))) {
      const measured = await hammer(
        servers.map((server) => server.pid),
        { path: page.path, requests: visitorRequests },
        50,
      );
      const name = `${page.name} via nginx, 2 servers`;
      console.log(`${name}: ${measured.reqPerSec} req/s, p99 ${measured.p99} ms`);
      rows.push({ name, path: page.path, connections: 50, ...measured });
    }
    return rows;
  } finally {
    await proxy?.stop();
    for (const server of servers) await server.stop();
  }
}

async function benchmark(provider, databaseUrl) {
  let server = await startServer({ port, env: env(databaseUrl) });
  try {
    const paths = await pathsToMeasure();
    const browser = await chromium.launch({ executablePath: SYSTEM_CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
    const loads = {};
    const shifts = {};
    const pages = paths.filter(
      (p) => !p.name.startsWith("static") && !p.firstViews && !p.unseenSearches && !p.signedIn,
    );
    let cookie;
    try {
      cookie = await signedInCookie(browser);
      for (const { name, path } of pages) {
        const context = await browser.newContext();
        loads[name] = await measurePageLoad(context, baseUrl, path);
        await context.close();
        shifts[name] = await measureLayoutShifts(browser, path);
      }
      // The city's own page, unfiltered, as a visitor first opens it.
      shifts.city = await measureLayoutShifts(browser, `/directory/${CITY}`);
      // The signed-in customer's pages: their first-load JavaScript and requests.
      for (const { name, path } of paths.filter((p) => p.signedIn && !p.notAPage)) {
        const context = await browser.newContext({ extraHTTPHeaders: { cookie } });
        loads[name] = await measurePageLoad(context, baseUrl, path);
        await context.close();
      }
    } finally {
      await browser.close();
    }
    const scores = {};
    if (LIGHTHOUSE)
      for (const { name, path } of pages)
        for (const formFactor of ["mobile", "desktop"])
          scores[`${name} (${formFactor})`] = lighthouse(path, formFactor);
    const rows = [];
    for (const page of paths) {
      const { name, path } = page;
      for (const connections of CONNECTIONS) {
        const measured = await hammer([server.pid], { path, requests: requestsOf(page, cookie) }, connections);
        console.log(
          `${provider} ${name} c=${connections}: ${measured.reqPerSec} req/s, p99 ${measured.p99} ms, ${measured.cpuMsPerRequest} ms CPU/request`,
        );
        rows.push({ name, path, connections, ...measured });
      }
    }
    const load = loadavg();
    await server.stop();
    server = null;
    if (THROUGH_NGINX) rows.push(...(await throughNginx(databaseUrl, paths)));
    const profiled = paths
      .filter((page) => !page.name.startsWith("static") && !page.firstViews)
      .map((page) => ({ name: page.name, path: page.path, requests: requestsOf(page, cookie) }));
    const profiles = CPU_PROFILE ? await profilePages({ baseUrl, port, env: env(databaseUrl) }, profiled) : [];
    return { provider, rows, loads, shifts, scores, load, profiles };
  } finally {
    await server?.stop();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(0);

function section(results) {
  const lines = [
    `## Pages: ${label}`,
    "",
    `- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; ${businesses === "100000" ? "100,000" : businesses} businesses; ${seconds} s per measurement`,
    `- CPU: ${cpus()[0]?.model ?? "unknown"}, ${availableParallelism()} cores; Node ${process.version}`,
    "",
  ];
  for (const { provider, rows, loads, shifts, scores, load, profiles } of results) {
    const ceiling = Object.fromEntries(
      rows.filter((r) => r.name.startsWith("static")).map((r) => [r.connections, r.reqPerSec]),
    );
    lines.push(
      `### ${provider === "sqlite" ? "SQLite" : "PostgreSQL"} (load average after the run: ${load.map((n) => n.toFixed(1)).join(", ")})`,
      "",
      "| page | connections | req/s | % of static | p50 ms | p97.5 ms | p99 ms | errors | CPU ms/request |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    );
    for (const r of rows) {
      const share = ceiling[r.connections] ? Math.round((100 * r.reqPerSec) / ceiling[r.connections]) : "";
      lines.push(
        `| ${r.name} \`${r.path}\` | ${r.connections} | ${r.reqPerSec} | ${share}% | ${r.p50} | ${r.p975} | ${r.p99} | ${r.errors} | ${r.cpuMsPerRequest ?? ""} |`,
      );
    }
    lines.push(
      "",
      "| page | first-load JS gzip kB | raw kB | scripts | JS fetched later (prefetches) kB | server requests before interaction |",
      "|---|---:|---:|---:|---:|---|",
    );
    for (const [name, l] of Object.entries(loads)) {
      lines.push(
        `| ${name} | ${kb(l.jsGzipBytes)} | ${kb(l.jsRawBytes)} | ${l.scripts} | ${kb(l.laterJsGzipBytes)} | ${l.serverRequests.length}: ${l.serverRequests.map((r) => `\`${r}\``).join(", ")} |`,
      );
    }
    const columns = ["phone fresh", "phone cached", "desktop fresh", "desktop cached"];
    lines.push(
      "",
      "| page | CLS 390 px, fresh | 390 px, cached | 1366 px, fresh | 1366 px, cached |",
      "|---|---:|---:|---:|---:|",
    );
    for (const [name, measured] of Object.entries(shifts))
      lines.push(`| ${name} | ${columns.map((column) => measured[column] ?? "").join(" | ")} |`);
    if (Object.keys(scores).length) {
      lines.push(
        "",
        "| page | Lighthouse performance | total blocking time ms | largest contentful paint ms | cumulative layout shift |",
        "|---|---:|---:|---:|---:|",
      );
      for (const [name, l] of Object.entries(scores))
        lines.push(`| ${name} | ${l.score} | ${l.tbtMs} | ${l.lcpMs} | ${l.cls} |`);
    }
    if (profiles.length) lines.push("", ...profileTable(profiles));
    lines.push("");
  }
  return lines.join("\n");
}

function writeReport(text) {
  const previous = existsSync(REPORT) ? readFileSync(REPORT, "utf8") : "";
  const start = previous.indexOf(PAGES_HEADING);
  const head = start >= 0 ? previous.slice(0, start) : previous + (previous.endsWith("\n") ? "\n" : "\n\n");
  // The page benchmark's part ends where the next top-level part begins; what follows is kept.
  const next = start >= 0 ? previous.indexOf("\n# ", start + 1) : -1;
  const tail = next >= 0 ? "\n" + previous.slice(next + 1) : "";
  const runs = (start >= 0 ? previous.slice(start, next >= 0 ? next + 1 : undefined) : "")
    .split(/^(?=## Pages: )/m)
    .slice(1);
  const kept = runs.filter((run) => !run.startsWith(`## Pages: ${label}\n`));
  const intro = [
    PAGES_HEADING,
    "",
    "Written by `npm run bench:pages` (scripts/bench/pages.mjs): the production server on a seeded database, a",
    "signed-out visitor. Each page is first loaded once in Chromium: its first-load JavaScript (the scripts the",
    "document references, gzip as sent; chunks fetched later for prefetched links apart) and the requests that",
    "run the app's code before any interaction. Then autocannon requests it for the",
    "given seconds at 10 and 50 connections after a warm-up, accepting gzip as a browser does (runs before",
    "2026-11-28 asked without it). 'CPU ms/request' is the server process's CPU time",
    "divided by the requests answered. The static file is the ceiling of the same server in the same run.",
    "CLS is each page's cumulative layout shift in Chromium (every shift of the load summed) at 390 and 1366 px,",
    "fresh (a new visitor, an address not rendered before) and cached (the same address again).",
    "'Signed in' rows are the demo customer's requests (since 2026-11-28 public pages come from the page cache for",
    "them too, and their own parts from one /api/viewer request, its own row); 'unseen searches' ask",
    "for a two-word phrase and an address no request asked for before. With BENCH_PAGES_CPU_PROFILE=1, each",
    "page's uncached render (page cache off, 300 requests at 4 connections after a warm-up) is profiled",
    "and its CPU split by phase: the innermost frame of each sample that belongs to a known part names it.",
    "With BENCH_PAGES_NGINX=1, rows 'via nginx, 2 servers' are the same requests through nginx running",
    "docs/nginx.conf in front of two servers on one database; their CPU is both servers' together.",
    "The machine is shared: compare rows of one run, and read the load average beside them.",
    "",
  ].join("\n");
  writeFileSync(REPORT, head + intro + [...kept.map((run) => run.trimEnd() + "\n\n"), text].join("") + tail);
}

if (process.env.BENCH_PAGES_SKIP_BUILD !== "1") {
  execFileSync("node_modules/.bin/next", ["build"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
}
const results = [];
for (const provider of providers) {
  const reuse = process.env[`BENCH_PAGES_${provider.toUpperCase()}_URL`];
  if (reuse) results.push(await benchmark(provider, reuse));
  else
    results.push(
      await withFreshDatabase(provider, `localhub-pages-${Date.now()}`, async (url) => {
        migrateAndSeed(provider, url, businesses);
        return benchmark(provider, url);
      }),
    );
}
writeReport(section(results));
console.log(`wrote ${REPORT}`);
