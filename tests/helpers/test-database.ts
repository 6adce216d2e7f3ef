// Vitest global setup for integration tests: a fresh, migrated database for the run, dropped after.
// TEST_DATABASE=postgresql uses the PostgreSQL server (TEST_POSTGRES_URL, default
// postgresql://postgres@127.0.0.1:5432); otherwise a new SQLite file under tmp/.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import pg from "pg";

export default async function setup() {
  const provider = process.env.TEST_DATABASE === "postgresql" ? "postgresql" : "sqlite";
  const unique = `${Date.now()}_${process.pid}`;
  let url: string;
  let teardown: () => Promise<void>;

  if (provider === "postgresql") {
    const server = (process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432").replace(/\/+$/, "");
    const name = `localhub_test_${unique}`;
    await adminQuery(`${server}/postgres`, `CREATE DATABASE "${name}"`);
    url = `${server}/${name}`;
    teardown = () => adminQuery(`${server}/postgres`, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    mkdirSync("tmp", { recursive: true });
    const file = `tmp/integration-${unique}.db`;
    url = `file:./${file}`;
    teardown = async () => {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    };
  }

  execFileSync("node", ["scripts/migrate.mjs"], { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, DATABASE_URL: url } });
  process.env.DATABASE_URL = url;
  console.log(`integration tests on ${provider}`);
  return teardown;
}

async function adminQuery(connectionString: string, sql: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
