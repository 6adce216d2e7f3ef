import "server-only";
// The Prisma client. Both providers' clients are generated on install; DATABASE_URL picks one at
// run time, so the same build and the same test run can use SQLite or PostgreSQL.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as PostgresClient } from "@/generated/postgresql/client";
import { PrismaClient as SqliteClient } from "@/generated/sqlite/client";
import { env } from "@/platform/env";
import { RecoveringSqliteAdapterFactory } from "@/platform/sqlite-adapter";
import { providerFromUrl } from "../../scripts/lib/database-url.mjs";

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

function createClient(): Db {
  if (dbProvider === "postgresql") {
    const adapter = new PrismaPg({ connectionString: env.DATABASE_URL, max: 10 });
    return new PostgresClient({ adapter }) as unknown as Db;
  }
  // WAL lets readers proceed while one request writes; the busy timeout queues concurrent writers.
  // The adapter recovers from a COMMIT or ROLLBACK that fails (disk full, read-only file).
  const adapter = new RecoveringSqliteAdapterFactory({ url: env.DATABASE_URL, timeout: 5000 });
  return new SqliteClient({ adapter });
}

const globalForDb = globalThis as unknown as { localhubDb?: Db };

export const db: Db = globalForDb.localhubDb ?? createClient();
if (env.NODE_ENV !== "production") globalForDb.localhubDb = db;
