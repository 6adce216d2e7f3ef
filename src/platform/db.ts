import "server-only";
// The Prisma client. Both providers' clients are generated on install; DATABASE_URL picks one at
// run time, so the same build and the same test run can use SQLite or PostgreSQL.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as PostgresClient } from "@/generated/postgresql/client";
import { PrismaClient as SqliteClient } from "@/generated/sqlite/client";
import { env } from "@/platform/env";
import { RecoveringSqliteAdapterFactory } from "@/platform/sqlite-adapter";
import { noteDatabaseAnswered, noteDatabaseFailure } from "@/platform/outage";
import { providerFromUrl } from "@/platform/runtime/database-url.mjs";
import { countQuery } from "@/platform/runtime/observed.mjs";
import { onShutdownClose } from "@/platform/runtime/shutdown.mjs";

/**
 * The application codes against the SQLite client's types, which are the common subset of both
 * providers (the PostgreSQL client only adds options such as `mode: "insensitive"`, which
 * src/server/db-text.ts wraps).
 */
export type Db = SqliteClient;
/** The client inside an interactive transaction. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
export type DbProvider = "sqlite" | "postgresql";

export const dbProvider: DbProvider = providerFromUrl(env.DATABASE_URL);

/**
 * Every interactive transaction waits up to 15 s for a connection and may run 20 s (Prisma's
 * defaults, 2 s and 5 s, failed writes with "Something went wrong" whenever a burst of them queued
 * on the pool or on SQLite's one writer, e.g. two sessions stepping the same referrals at once).
 */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 20_000 };
/** Connections in each PostgreSQL pool. */
export const POOL_SIZE = 10;

/**
 * A PostgreSQL client of its own pool. A connection attempt gives up after 5 s
 * (DATABASE_CONNECT_TIMEOUT_MS), so an unreachable server means a quick 503, not a hung request;
 * `statementTimeoutMs` makes the server cancel any statement of the pool's connections past it, and
 * keeps those statements to one process: the directory's reads are short and many run at once, and
 * starting parallel workers cost more than they saved (a radius search: 28 -> 130 ms p50).
 */
function createPostgresClient(statementTimeoutMs?: number): Db {
  const adapter = new PrismaPg({
    connectionString: env.DATABASE_URL,
    max: POOL_SIZE,
    connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
    ...(statementTimeoutMs
      ? { statement_timeout: statementTimeoutMs, options: "-c max_parallel_workers_per_gather=0" }
      : {}),
  });
  return managed(new PostgresClient({ adapter, transactionOptions: TRANSACTION_OPTIONS }) as unknown as Db);
}

function createClient(): Db {
  if (dbProvider === "postgresql") return createPostgresClient();
  // WAL lets readers proceed while one request writes; the busy timeout queues concurrent writers.
  // The adapter recovers from a COMMIT or ROLLBACK that fails (disk full, read-only file).
  const adapter = new RecoveringSqliteAdapterFactory({ url: env.DATABASE_URL, timeout: 5000 });
  return managed(new SqliteClient({ adapter, transactionOptions: TRANSACTION_OPTIONS }));
}

/** A new client, tracked for outages and closed when the process shuts down (scripts/server.mjs). */
function managed(client: Db): Db {
  onShutdownClose(() => client.$disconnect());
  return withOutageTracking(client);
}

/**
 * Every call records whether the database answered (src/platform/outage.ts: 503 pages, recovery
 * probe) and is counted while in flight (the production server's /metrics).
 */
function withOutageTracking(client: Db): Db {
  const probe = () => client.$queryRawUnsafe("SELECT 1").then(noteDatabaseAnswered);
  return client.$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          const result = await countQuery(() => query(args));
          noteDatabaseAnswered();
          return result;
        } catch (error) {
          noteDatabaseFailure(error, probe);
          throw error;
        }
      },
    },
  }) as unknown as Db;
}

const globalForDb = globalThis as unknown as { localhubDb?: Db; localhubLimitedReads?: Db };

export const db: Db = globalForDb.localhubDb ?? createClient();
if (env.NODE_ENV !== "production") globalForDb.localhubDb = db;

/**
 * PostgreSQL: the client for the directory's public reads, whose connections cancel any statement
 * after DIRECTORY_STATEMENT_TIMEOUT_MS (a setting of the connection, so a read needs no transaction
 * and its statements run side by side on the pool). Made on first use; null on SQLite.
 */
export function limitedReadsDb(): Db | null {
  if (dbProvider !== "postgresql") return null;
  // Kept on globalThis like `db`, so a development reload does not open another pool.
  return (globalForDb.localhubLimitedReads ??= createPostgresClient(env.DIRECTORY_STATEMENT_TIMEOUT_MS));
}

/** A client, or the client of a transaction already open. */
export type DbOrTx = Db | Tx;

/**
 * Runs `work` in a transaction: a new one on a client, or the caller's own when `db` is already a
 * transaction's client (Prisma cannot nest them), so a feature's write joins an admin change's
 * transaction and its audit entry commits or rolls back with it.
 */
export function inTransaction<T>(
  db: DbOrTx,
  work: (tx: Tx) => Promise<T>,
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  return "$transaction" in db ? (db as Db).$transaction(work, options) : work(db);
}
