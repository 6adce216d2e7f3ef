// /healthz and /readyz for load balancers, answered by the production server (scripts/server.mjs)
// before Next.js, never cached.
// - /healthz: the process is up (200 "ok"); touches nothing else.
// - /readyz: 200 only when the database answers a trivial query, every shipped migration
//   (prisma/<provider>/migrations) is applied, and the invalidation channel, when one is
//   configured, is connected, and the process is not shutting down; otherwise 503. The JSON body
//   names each check's state.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { providerFromUrl } from "../../src/platform/runtime/database-url.mjs";
import { isDraining } from "../../src/platform/runtime/shutdown.mjs";

const NO_STORE = { "cache-control": "no-store" };
const APPLIED = `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
const NO_MIGRATIONS_TABLE = /no such table|does not exist/;
const NOT_CHECKED = "not checked: the database did not answer";
/** States that do not fail readiness; "not checked" follows a failed check, which is the one named. */
const PASSING = new Set(["ok", "not configured", NOT_CHECKED]);

/** The migrations shipped in `dir`: its folders holding a migration.sql, by name. */
function shippedMigrations(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
}

/** Runs `SELECT 1` then reads the applied migrations' names (none when the table is missing). */
function sqliteReader(url, timeoutMs) {
  return {
    async applied() {
      const sqlite = new Database(url.slice("file:".length), {
        readonly: true,
        fileMustExist: true,
        timeout: timeoutMs,
      });
      try {
        sqlite.prepare("SELECT 1").get();
        try {
          return sqlite
            .prepare(APPLIED)
            .all()
            .map((row) => row.migration_name);
        } catch (error) {
          if (NO_MIGRATIONS_TABLE.test(String(error))) return [];
          throw error;
        }
      } finally {
        sqlite.close();
      }
    },
    async close() {},
  };
}

function postgresReader(url, timeoutMs) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: "localhub-readiness",
  });
  // A connection lost while idle is replaced on the next check.
  pool.on("error", () => {});
  return {
    async applied() {
      await pool.query("SELECT 1");
      try {
        return (await pool.query(APPLIED)).rows.map((row) => row.migration_name);
      } catch (error) {
        if (NO_MIGRATIONS_TABLE.test(String(error))) return [];
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The readiness checks of the database `databaseUrl`, its shipped migrations in `migrationsDir`
 * and the invalidation `hub`. A check that takes longer than `timeoutMs` fails.
 * @param {{ databaseUrl: string, hub: { channel: { kind: string, connected: boolean } | null }, migrationsDir?: string, timeoutMs?: number }} options
 */
export function createHealthChecks({ databaseUrl, hub, migrationsDir, timeoutMs = 2_000 }) {
  const provider = providerFromUrl(databaseUrl);
  const shipped = shippedMigrations(migrationsDir ?? path.join("prisma", provider, "migrations"));
  const reader =
    provider === "postgresql" ? postgresReader(databaseUrl, timeoutMs) : sqliteReader(databaseUrl, timeoutMs);

  /** Each check's state ("ok" or what is wrong) and whether all are ok. */
  async function readiness() {
    /** @type {Record<string, string>} */
    const checks = {};
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(reject, timeoutMs, new Error("timed out"));
    });
    try {
      const applied = new Set(await Promise.race([reader.applied(), late]));
      checks.database = "ok";
      const pending = shipped.filter((name) => !applied.has(name));
      checks.migrations =
        pending.length === 0
          ? "ok"
          : `${pending.length} pending: ${pending.slice(0, 3).join(", ")}${pending.length > 3 ? ", …" : ""}`;
    } catch {
      checks.database = "did not answer";
      checks.migrations = NOT_CHECKED;
    } finally {
      clearTimeout(timer);
    }
    const channel = hub.channel;
    checks.invalidation = !channel ? "not configured" : channel.connected ? "ok" : `${channel.kind} not connected`;
    // A process shutting down (scripts/lib/graceful-shutdown.mjs) takes no new work.
    if (isDraining()) checks.process = "stopping";
    const failed = Object.keys(checks).filter((name) => !PASSING.has(checks[name]));
    return { ready: failed.length === 0, failed, checks };
  }

  return {
    readiness,
    /** Answers /healthz and /readyz and returns true; returns false for every other request. */
    answer(req, res) {
      const route = (req.url ?? "").split("?")[0];
      if (route === "/healthz") {
        res.writeHead(200, { ...NO_STORE, "content-type": "text/plain; charset=utf-8" });
        res.end(req.method === "HEAD" ? undefined : "ok");
        return true;
      }
      if (route !== "/readyz") return false;
      void readiness().then((result) => {
        res.writeHead(result.ready ? 200 : 503, { ...NO_STORE, "content-type": "application/json" });
        res.end(req.method === "HEAD" ? undefined : JSON.stringify(result));
      });
      return true;
    },
    close: () => reader.close(),
  };
}
