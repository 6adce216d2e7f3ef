// The benchmarks' databases: a fresh SQLite file or PostgreSQL database, migrated and seeded with
// N businesses (prisma/seed.ts --businesses N), removed again afterwards.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import pg from "pg";

export const POSTGRES_SERVER = (process.env.BENCH_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432").replace(
  /\/+$/,
  "",
);

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs a command with DATABASE_URL set, printing how long it took. */
export function step(label, command, args, url) {
  const started = performance.now();
  execFileSync(command, args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL: url } });
  console.log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** Migrates the database and seeds it with `businesses` businesses. */
export function migrateAndSeed(provider, url, businesses) {
  step(`${provider}: migrated`, "node", ["scripts/migrate.mjs"], url);
  step(
    `${provider}: seeded ${businesses} businesses`,
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "prisma/seed.ts", "--businesses", String(businesses)],
    url,
  );
}

/**
 * An existing database seeded with `businesses` businesses (BENCH_SQLITE_URL, BENCH_POSTGRES_DATABASE_URL):
 * migrated (pending migrations only), not seeded, and kept afterwards. Returns its URL.
 */
export async function reuseDatabase(provider, url, businesses) {
  step(`${provider}: migrated`, "node", ["scripts/migrate.mjs"], url);
  const count = await businessCount(provider, url);
  // The benchmark's own cases add a business or two to the seeded ones.
  if (count < Number(businesses) || count > Number(businesses) + 10) {
    throw new Error(
      `${provider}: the database to reuse holds ${count} businesses, not ${businesses}: seed it with npm run db:seed -- --businesses ${businesses}`,
    );
  }
  console.log(`${provider}: reusing a database with ${count} businesses`);
  return url;
}

async function businessCount(provider, url) {
  const sql = 'SELECT COUNT(*) AS "count" FROM "BusinessProfile"';
  if (provider === "sqlite") {
    const sqlite = new Database(url.slice("file:".length), { readonly: true });
    try {
      return Number(sqlite.prepare(sql).get().count);
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(sql)).rows[0].count);
  } finally {
    await client.end();
  }
}

/**
 * Calls `run(url)` with a fresh database of the provider (named after `name`), removed afterwards.
 */
export async function withFreshDatabase(provider, name, run) {
  if (provider === "sqlite") {
    mkdirSync("tmp", { recursive: true });
    const file = `tmp/${name}.db`;
    try {
      return await run(`file:./${file}`);
    } finally {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    }
  }
  const database = name.replaceAll("-", "_");
  await adminQuery(`CREATE DATABASE "${database}"`);
  try {
    return await run(`${POSTGRES_SERVER}/${database}`);
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  }
}
