import "server-only";
// SQLite's directory SQL. Text: the FTS5 trigram table "BusinessSearch" (remove_diacritics) for
// forms of 3 letters or more, LIKE on the column (which ignores ASCII case only) for shorter ones,
// the NOCASE name index for names starting with a form. Distance: a latitude band on the
// (active, latitude, longitude, id) index; no nearest-first order. No statement time limit.
import { afterPrefix } from "@/platform/db-text";
import type { Db } from "@/platform/db";
import { Prisma } from "@/generated/sqlite/client";
import type { SearchTerm } from "../search-terms";
import { join, or, sql, type Sql } from "../sql";
import { ALL_COLUMNS, isShort, like, type TextColumn, type TextHits } from "../text-columns";
import type { Dialect } from "./dialect";

const raw = Prisma.raw;
const columnOf = (alias: string, column: TextColumn) => raw(`${alias}."${column}"`);

/** An FTS5 query for any of the forms (each a phrase: a substring, with the trigram tokenizer) in `columns`. */
const ftsQuery = (forms: readonly string[], columns: readonly TextColumn[]) =>
  `{${columns.join(" ")}} : (${forms.map((form) => `"${form.replace(/"/g, '""')}"`).join(" OR ")})`;

/** The rowids listed for the long forms in every one of the columns (in rowid order), or null when a column's are not. */
function listedHits(
  long: readonly string[],
  columns: readonly TextColumn[],
  hits: TextHits | undefined,
): number[] | null {
  const listed = new Set<number>();
  for (const column of columns) {
    const rowids = hits?.get(ftsQuery(long, [column]));
    if (!rowids) return null;
    for (const rowid of rowids) listed.add(rowid);
  }
  return [...listed].sort((a, b) => a - b);
}

/** The FTS condition on business `alias` for the long forms in the columns: its listed matches (`hits`) or an FTS read. */
function ftsCondition(
  long: readonly string[],
  columns: readonly TextColumn[],
  alias: string,
  hits: TextHits | undefined,
): Sql {
  const listed = listedHits(long, columns, hits);
  const rowid = raw(`${alias}.rowid`);
  if (listed) return sql`${rowid} IN (SELECT value FROM json_each(${JSON.stringify(listed)}))`;
  // By rowid: each match is one table seek, where the id took a seek of an id index and then one
  // of the table (suggestions for 'gar' scored 2,600 name matches: 16 ms by id, 3 ms by rowid).
  return sql`${rowid} IN (SELECT s.rowid FROM "BusinessSearch" s WHERE "BusinessSearch" MATCH ${ftsQuery(long, columns)})`;
}

/**
 * The terms with their FTS matches per column (at most `atMost` listed per column), in one
 * statement; a column with more is asked of the FTS table in each statement.
 */
async function readTextHits(db: Db, terms: readonly SearchTerm[], atMost: number): Promise<SearchTerm[]> {
  const queries = [
    ...new Set(
      terms.flatMap((term) => {
        const long = term.forms.filter((form) => !isShort(form));
        return long.length ? ALL_COLUMNS.map((column) => ftsQuery(long, [column])) : [];
      }),
    ),
  ];
  if (!queries.length) return [...terms];
  const reads = queries.map(
    (query, index) =>
      sql`SELECT * FROM (SELECT ${raw(String(index))} AS q, s.rowid AS r FROM "BusinessSearch" s WHERE "BusinessSearch" MATCH ${query} LIMIT ${atMost + 1})`,
  );
  const rows = await db.$queryRaw<Array<{ q: number | bigint; r: number | bigint }>>(join(reads, " UNION ALL "));
  const found = queries.map((): number[] => []);
  for (const row of rows) found[Number(row.q)]!.push(Number(row.r));
  const hits: TextHits = new Map(
    queries.flatMap((query, index) => (found[index]!.length <= atMost ? [[query, found[index]!] as const] : [])),
  );
  return terms.map((term) => ({ ...term, textHits: hits }));
}

export const sqliteDialect: Dialect = {
  provider: "sqlite",
  text: {
    columnsHave(forms, columns, alias, hits) {
      const long = forms.filter((form) => !isShort(form));
      const short = forms
        .filter(isShort)
        .flatMap((form) => columns.map((column) => like(columnOf(alias, column), form)));
      return or(long.length ? [ftsCondition(long, columns, alias, hits), ...short] : short);
    },
    // The FTS table's copy of the id, unless the search's matches were listed (a narrowed search,
    // readTextHits): then the business table reads them by rowid with the filters.
    idsFromTextIndex: (forms, hits) =>
      listedHits(forms, ALL_COLUMNS, hits)
        ? null
        : sql`SELECT s."businessId" FROM "BusinessSearch" s WHERE "BusinessSearch" MATCH ${ftsQuery(forms, ALL_COLUMNS)}`,
    nameStartsWith(form, alias) {
      const name = columnOf(alias, "businessName");
      return sql`(${name} >= ${form} COLLATE NOCASE AND ${name} < ${afterPrefix(form)} COLLATE NOCASE)`;
    },
    readTextHits,
  },
  search: {
    sortOrderAlias: "+b",
    // 'a' read every name in the range and sorted them (4,600 rows fetched); when many match,
    // walking the sort order finds the page sooner.
    namePrefixInSortOrder: true,
    // From the tag's side its 8,000 businesses were each fetched and sorted; a part needs its first rows only.
    walkTagFromUsage: 1000,
  },
  distance: {
    inBox: ({ latitude, longitude }, halfWidth, lngHalfWidth) =>
      sql`b."latitude" BETWEEN ${latitude - halfWidth} AND ${latitude + halfWidth} AND b."longitude" BETWEEN ${longitude - lngHalfWidth} AND ${longitude + lngHalfWidth}`,
    nearestFirst: null,
  },
  cards: {
    tagsJson: sql`(SELECT json_group_array(json_object('id', s."id", 'name', s."name", 'slug', s."slug", 'color', s."color")) FROM
      (SELECT t."id", t."name", t."slug", t."color" FROM "BusinessTagAssignment" a JOIN "BusinessTag" t ON t."id" = a."tagId"
        WHERE a."businessId" = b."id" AND t."isActive" = TRUE ORDER BY t."name") s)`,
    hoursJson: sql`(SELECT json_group_array(json_object('dayOfWeek', h."dayOfWeek", 'openMinute', h."openMinute", 'closeMinute', h."closeMinute"))
      FROM "BusinessHours" h WHERE h."businessId" = b."id")`,
  },
  statementTimeouts: false,
};
