import "server-only";
// The directory's free-text condition: a column contains the text, case-insensitively. Both
// databases answer it from an index (see the directory_search_indexes migrations): PostgreSQL's
// trigram GIN indexes serve ILIKE directly; SQLite asks its FTS5 trigram table "BusinessSearch".
// Trigrams need 3 characters, so shorter text falls back to LIKE on the table.
import { dbProvider } from "@/platform/db";
import { columnContains, or, sql, type Sql } from "./sql";

export type TextColumn = "businessName" | "category" | "address";
const ALL_COLUMNS: readonly TextColumn[] = ["businessName", "category", "address"];
const TRIGRAM = 3;

/** An FTS5 query for `text` as one phrase (a substring, with the trigram tokenizer) in `columns`. */
export const ftsPhrase = (text: string, columns: readonly TextColumn[]) => `{${columns.join(" ")}} : "${text.replace(/"/g, '""')}"`;

export function textMatches(text: string, columns: readonly TextColumn[] = ALL_COLUMNS): Sql {
  if (dbProvider === "sqlite" && text.length >= TRIGRAM) {
    return sql`b."id" IN (SELECT s."businessId" FROM "BusinessSearch" s WHERE "BusinessSearch" MATCH ${ftsPhrase(text, columns)})`;
  }
  return or(columns.map((column) => columnContains(`b."${column}"`, text)));
}
