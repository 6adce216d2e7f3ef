// npm run bench: the directory search benchmark on 100,000 businesses, on SQLite and PostgreSQL.
// For each database: create it fresh, migrate, seed (prisma/seed.ts --businesses N), measure every
// case through the real code (scripts/bench/measure.ts; the network's cases after network-fill.ts,
// the organisations' after organization-fill.ts, the listing activity's after activity-fill.ts), then write docs/BENCHMARKS.md and drop the
// PostgreSQL database. Options (README, "Benchmarks"):
//   --businesses N (or BENCH_BUSINESSES; default 100000), BENCH_RUNS (default 60), BENCH_ONLY,
//   BENCH_PROVIDERS (default "sqlite,postgresql"), BENCH_REPORT (default docs/BENCHMARKS.md),
//   BENCH_SQLITE_URL / BENCH_POSTGRES_DATABASE_URL: an existing database already seeded with N
//   businesses, migrated and measured as it is, and kept (a 1,000,000-business seed takes about
//   an hour or more, so seed it once and reuse it).
import { mkdirSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { migrateAndSeed, reuseDatabase, step, withFreshDatabase } from "./database.mjs";
import { writeBenchmarkReport } from "./report.mjs";

const { values: args } = parseArgs({ options: { businesses: { type: "string" } } });
const businesses = args.businesses ?? process.env.BENCH_BUSINESSES ?? "100000";
if (!/^[1-9]\d*$/.test(businesses)) throw new Error(`--businesses must be a whole number, not "${businesses}"`);
const runs = process.env.BENCH_RUNS ?? "60";
const providers = (process.env.BENCH_PROVIDERS ?? "sqlite,postgresql").split(",").map((name) => name.trim());
const existing = { sqlite: process.env.BENCH_SQLITE_URL, postgresql: process.env.BENCH_POSTGRES_DATABASE_URL };
const report = process.env.BENCH_REPORT ?? "docs/BENCHMARKS.md";
const stamp = Date.now();

function measure(provider, url) {
  // The network's benchmark data (1,000,000 connections, 500,000 referrals); kept in a reused database.
  step(
    `${provider}: network filled`,
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "scripts/bench/network-fill.ts"],
    url,
  );
  // The organisations (1,000 at 100,000 businesses); kept in a reused database.
  step(
    `${provider}: organizations filled`,
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "scripts/bench/organization-fill.ts"],
    url,
  );
  // Enquiries, insights, posts, photos and special days (activity-fill.ts); kept in a reused database.
  step(
    `${provider}: listing activity filled`,
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "scripts/bench/activity-fill.ts"],
    url,
  );
  const out = `tmp/bench-${provider}-${stamp}.json`;
  step(
    `${provider}: measured`,
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "scripts/bench/measure.ts", out, runs],
    url,
  );
  return JSON.parse(readFileSync(out, "utf8"));
}

mkdirSync("tmp", { recursive: true });
const results = [];
for (const provider of providers) {
  if (!(provider in existing))
    throw new Error(`Unknown provider "${provider}" in BENCH_PROVIDERS (sqlite, postgresql)`);
  if (existing[provider]) {
    results.push(measure(provider, await reuseDatabase(provider, existing[provider], businesses)));
    continue;
  }
  results.push(
    await withFreshDatabase(provider, `localhub-bench-${stamp}`, async (url) => {
      migrateAndSeed(provider, url, businesses);
      return measure(provider, url);
    }),
  );
}
writeBenchmarkReport(report, { businesses: Number(businesses), runs: Number(runs), results });
console.log(`wrote ${report}`);
