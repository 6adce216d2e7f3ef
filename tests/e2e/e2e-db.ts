// Direct reads on the end-to-end server's SQLite database, so a test can check what the page shows
// against the data itself. The server is scripts/e2e-server.mjs. Catalogue changes go through
// admin-api.ts: the server caches those tables and would not see a direct write.
import Database from "better-sqlite3";
import path from "node:path";

const file = path.resolve(import.meta.dirname, "../../tmp/e2e.db");

export function e2eDb() {
  return new Database(file, { fileMustExist: true });
}

/** One value from a query, e.g. a count. */
export function scalar<T = number>(query: string, ...params: unknown[]): T {
  const db = e2eDb();
  try {
    return db
      .prepare(query)
      .pluck()
      .get(...params) as T;
  } finally {
    db.close();
  }
}

/** Runs a statement; returns how many rows it changed. */
export function execute(query: string, ...params: unknown[]): number {
  const db = e2eDb();
  try {
    return db.prepare(query).run(...params).changes;
  } finally {
    db.close();
  }
}

export function rows<T>(query: string, ...params: unknown[]): T[] {
  const db = e2eDb();
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}
