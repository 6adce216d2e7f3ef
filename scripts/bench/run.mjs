// npm run bench: the directory search benchmark on 100,000 businesses, on SQLite and PostgreSQL.
// For each database: create it fresh, migrate, seed (prisma/seed.ts --businesses N), measure every
// case through the real code (scripts/bench/measure.ts), then write docs/BENCHMARKS.md and drop the
// PostgreSQL database. BENCH_BUSINESSES (default 100000) and BENCH_RUNS (default 60) adjust it.
import { mkdirSync, readFileSync } from "node:fs";
import { migrateAndSeed, step, withFreshDatabase } from "./database.mjs";
import { writeBenchmarkReport } from "./report.mjs";

const businesses = process.env.BENCH_BUSINESSES ?? "100000";
const runs = process.env.BENCH_RUNS ?? "60";
const stamp = Date.now();

function benchmark(provider, url) {
  migrateAndSeed(provider, url, businesses);
  const out = `tmp/bench-${provider}-${stamp}.json`;
  step(`${provider}: measured`, "node_modules/.bin/tsx", ["--conditions=react-server", "scripts/bench/measure.ts", out, runs], url);
  return JSON.parse(readFileSync(out, "utf8"));
}

mkdirSync("tmp", { recursive: true });
const results = [];
for (const provider of ["sqlite", "postgresql"]) {
  results.push(await withFreshDatabase(provider, `localhub-bench-${stamp}`, async (url) => benchmark(provider, url)));
}
writeBenchmarkReport("docs/BENCHMARKS.md", { businesses: Number(businesses), runs: Number(runs), results });
console.log("wrote docs/BENCHMARKS.md");
