import "server-only";
// The directory's reads are public, so none may run long: on PostgreSQL each statement of a search
// or of suggestions is cancelled after DIRECTORY_STATEMENT_TIMEOUT_MS, and the visitor gets the
// spec's load error instead of a 500. The application's reads go to a pool whose connections carry
// that statement_timeout (limitedReadsDb), so the statements of one search (count and page, the
// cards' reads) run side by side on several connections; another client or another limit gets
// SET LOCAL statement_timeout inside a transaction of its own (one connection, one statement at a time).
// SQLite has no statement timeout; its connection waits at most 5 s for a lock (platform/db.ts).
import { db as appDb, limitedReadsDb, type Db } from "@/platform/db";
import { dialect } from "./dialect";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import { DIRECTORY_LOAD_ERROR_MESSAGE } from "./schema";

export const DIRECTORY_STATEMENT_TIMEOUT_MS = env.DIRECTORY_STATEMENT_TIMEOUT_MS;

/** PostgreSQL's query_canceled (57014), however the driver adapter wraps it. */
function isStatementTimeout(error: unknown): boolean {
  const text = (value: unknown) =>
    typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
  return (
    error instanceof Error &&
    /57014|statement timeout/.test(`${error.message} ${text((error as { meta?: unknown }).meta)} ${text(error.cause)}`)
  );
}

/** Runs the directory's read with each statement limited to `limitMs` on PostgreSQL; a timeout becomes SERVICE_UNAVAILABLE. */
export async function withTimeLimit<T>(
  db: Db,
  read: (db: Db) => Promise<T>,
  limitMs = DIRECTORY_STATEMENT_TIMEOUT_MS,
): Promise<T> {
  if (!dialect.statementTimeouts) return read(db);
  const pooled = db === appDb && limitMs === DIRECTORY_STATEMENT_TIMEOUT_MS ? limitedReadsDb() : null;
  try {
    if (pooled) return await read(pooled);
    return await db.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = ${Math.round(limitMs)}`);
        // The reads use queries only, which the transaction's client has.
        return read(tx as unknown as Db);
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
  } catch (error) {
    if (isStatementTimeout(error)) throw new AppError("SERVICE_UNAVAILABLE", DIRECTORY_LOAD_ERROR_MESSAGE);
    throw error;
  }
}
