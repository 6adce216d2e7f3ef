// Direct reads (and the odd temporary row) on the end-to-end server's SQLite database, so a test
// can check what the page shows against the data itself. The server is scripts/e2e-server.mjs.
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import path from "node:path";

const file = path.resolve(import.meta.dirname, "../../tmp/e2e.db");

export function e2eDb() {
  return new Database(file, { fileMustExist: true });
}

/** One value from a query, e.g. a count. */
export function scalar<T = number>(query: string, ...params: unknown[]): T {
  const db = e2eDb();
  try {
    return db.prepare(query).pluck().get(...params) as T;
  } finally {
    db.close();
  }
}

export function execute(query: string, ...params: unknown[]) {
  const db = e2eDb();
  try {
    db.prepare(query).run(...params);
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

/** Adds an active subcategory with no businesses; call the returned function to remove it. */
export function createEmptyCategory(parentSlug: string): { name: string; slug: string; remove: () => void } {
  const word = randomUUID().slice(0, 8);
  const name = `Empty ${word}`;
  const slug = `empty-${word}`;
  const id = `cat_${slug}`;
  const parent = scalar<string>(`SELECT id FROM "BusinessCategory" WHERE slug = ?`, parentSlug);
  execute(`INSERT INTO "BusinessCategory" (id, name, slug, parentId, level, active, hasChildren, createdAt) VALUES (?, ?, ?, ?, 1, 1, 0, ?)`, id, name, slug, parent, new Date().toISOString().replace("Z", "+00:00"));
  return { name, slug, remove: () => execute(`DELETE FROM "BusinessCategory" WHERE id = ?`, id) };
}
