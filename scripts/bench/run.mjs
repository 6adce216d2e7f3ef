// npm run bench: the directory search benchmark on 100,000 businesses, on SQLite and PostgreSQL.
// For each database: create it fresh, migrate, seed (prisma/seed.ts --businesses N), measure every
// case through the real code (scripts/bench/measure.ts), then write docs/BENCHMARKS.md and drop the
// PostgreSQL database. BENCH_BUSINESSES (default 100000) and BENCH_RUNS (default 60) adjust it.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import pg from "pg";
import { writeBenchmarkReport } from "./report.mjs";

const businesses = process.env.BENCH_BUSINESSES ?? "100000";
const runs = process.env.BENCH_RUNS ?? "60";
const server = (process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432").replace(/\/+$/, "");
const stamp = Date.now();

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function step(label, command, args, url) {
  const started = performance.now();
  execFileSync(command, args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL: url } });
  console.log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

function benchmark(provider, url) {
  step(`${provider}: migrated`, "node", ["scripts/migrate.mjs"], url);
  step(`${provider}: seeded ${businesses} businesses`, "node_modules/.bin/tsx", ["--conditions=react-server", "prisma/seed.ts", "--businesses", businesses], url);
  const out = `tmp/bench-${provider}-${stamp}.json`;
  step(`${provider}: measured`, "node_modules/.bin/tsx", ["--conditions=react-server", "scripts/bench/measure.ts", out, runs], url);
  return JSON.parse(readFileSync(out, "utf8"));
}

mkdirSync("tmp", { recursive: true });
const results = [];
const sqliteFile = `tmp/bench-${stamp}.db`;
try {
  results.push(benchmark("sqlite", `file:./${sqliteFile}`));
} finally {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(sqliteFile + suffix, { force: true });
}
const database = `localhub_bench_${stamp}`;
await adminQuery(`CREATE DATABASE "${database}"`);
try {
  results.push(benchmark("postgresql", `${server}/${database}`));
} finally {
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
writeBenchmarkReport("docs/BENCHMARKS.md", { businesses: Number(businesses), runs: Number(runs), results });
console.log("wrote docs/BENCHMARKS.md");
