// Fresh, migrated databases for tests. The default export is Vitest's global setup for the
// integration suite: one database for the run, dropped after. TEST_DATABASE=postgresql uses the
// PostgreSQL server (TEST_POSTGRES_URL, default postgresql://postgres@127.0.0.1:5432); otherwise a
// new SQLite file under tmp/.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import pg from "pg";

export type TestProvider = "sqlite" | "postgresql";

export const testProvider = (): TestProvider => (process.env.TEST_DATABASE === "postgresql" ? "postgresql" : "sqlite");

const postgresServer = () =>
  (process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432").replace(/\/+$/, "");

/** Creates an empty database, applies the real migrations, and returns its URL and a way to drop it. */
export async function createMigratedDatabase(provider: TestProvider = testProvider()) {
  const unique = `${Date.now()}_${randomUUID().slice(0, 8)}`;
  let url: string;
  let drop: () => Promise<void>;
  if (provider === "postgresql") {
    const name = `localhub_test_${unique}`;
    await adminQuery(`CREATE DATABASE "${name}"`);
    url = `${postgresServer()}/${name}`;
    drop = () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } else {
    mkdirSync("tmp", { recursive: true });
    const file = `tmp/test-${unique}.db`;
    url = `file:./${file}`;
    drop = async () => {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    };
  }
  execFileSync("node", ["scripts/migrate.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: url },
  });
  return { url, drop };
}

/** Runs SQL on any test database by URL, outside the app's Prisma client. */
export async function queryDatabase<Row = Record<string, unknown>>(url: string, sql: string): Promise<Row[]> {
  if (url.startsWith("file:")) {
    const sqlite = new Database(url.slice("file:".length), { readonly: true });
    try {
      return sqlite.prepare(sql).all() as Row[];
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: `${postgresServer()}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup() {
  const { url, drop } = await createMigratedDatabase();
  process.env.DATABASE_URL = url;
  console.log(`integration tests on ${testProvider()}`);
  return drop;
}
