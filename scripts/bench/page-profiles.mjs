// Where an uncached render's CPU goes, for `npm run bench:pages` (BENCH_PAGES_CPU_PROFILE=1): each
// page is requested from a server of its own, started with the page cache off and the profiler
// preloaded (cpu-profiler.mjs); after a warm-up, the profiler runs over a fixed number of requests
// and the profile is summarised per phase (scripts/lib/cpu-profile.mjs). The profile's sample times
// are wall time on the main thread (a busy machine stretches them), so it gives each phase's share,
// and the process's CPU time from /proc over the same requests gives the milliseconds.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import autocannon from "autocannon";
import { summariseCpuProfile } from "../lib/cpu-profile.mjs";
import { cpuSeconds, startServer, waitFor } from "./servers.mjs";

const PROFILED_REQUESTS = 300;
const PROFILE_DIR = "tmp/bench-cpu-profiles";

/**
 * The CPU profile of `page` ({ name, path, requests }: autocannon's request hooks) on a server
 * started for it, summarised per phase in ms per request.
 */
async function profilePage({ baseUrl, port, env, page, index }) {
  mkdirSync(PROFILE_DIR, { recursive: true });
  const out = `${PROFILE_DIR}/${index}.cpuprofile`;
  rmSync(out, { force: true });
  const server = await startServer({
    port,
    env: { ...env, PAGE_CACHE_SECONDS: "0", BENCH_CPU_PROFILE_OUT: out },
    nodeArgs: ["--import", "./scripts/bench/cpu-profiler.mjs"],
  });
  try {
    const url = baseUrl + page.path;
    await autocannon({ url, connections: 2, amount: 40, requests: page.requests });
    server.signal("SIGUSR2");
    const cpuBefore = cpuSeconds(server.pid);
    const result = await autocannon({ url, connections: 4, amount: PROFILED_REQUESTS, requests: page.requests });
    const cpuMs = (cpuSeconds(server.pid) - cpuBefore) * 1000;
    server.signal("SIGHUP");
    await waitFor(() => existsSync(out), "the CPU profile");
    const answered = result.requests.total;
    const phases = summariseCpuProfile(JSON.parse(readFileSync(out, "utf8")));
    const sampled = phases.reduce((sum, phase) => sum + phase.ms, 0);
    const perRequest = (ms) => Number((ms / answered).toFixed(1));
    return {
      name: page.name,
      answered,
      errors: result.errors + result.timeouts + result.non2xx,
      totalMs: perRequest(cpuMs),
      phases: Object.fromEntries(phases.map((phase) => [phase.phase, perRequest((cpuMs * phase.ms) / sampled)])),
    };
  } finally {
    await server.stop();
  }
}

/** Profiles each page in turn (one server at a time on `port`). */
export async function profilePages(options, pages) {
  const profiles = [];
  for (const [index, page] of pages.entries()) {
    const profile = await profilePage({ ...options, page, index });
    console.log(`${page.name}: ${profile.totalMs} ms CPU per request (${profile.answered} requests)`);
    profiles.push(profile);
  }
  return profiles;
}

const COLUMNS = [
  "session",
  "tRPC",
  "database",
  "serialization",
  "React render",
  "Next.js",
  "app code",
  "async context",
  "gzip",
  "garbage collection",
  "other (Node.js and native)",
];

/** The report's table of CPU per phase, one row per page. */
export function profileTable(profiles) {
  const lines = [
    `| page (uncached render) | CPU ms/request | ${COLUMNS.join(" | ")} | errors |`,
    `|---|---:|${COLUMNS.map(() => "---:").join("|")}|---:|`,
  ];
  for (const profile of profiles)
    lines.push(
      `| ${profile.name} | ${profile.totalMs} | ${COLUMNS.map((column) => profile.phases[column] ?? 0).join(" | ")} | ${profile.errors} |`,
    );
  return lines;
}
