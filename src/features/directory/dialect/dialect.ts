import "server-only";
// What the directory's reads write differently on each database: one implementation per database
// (sqlite.ts, postgresql.ts); index.ts picks the one DATABASE_URL names. The search, its strategies
// and the cards ask the dialect instead of branching on the provider.
import type { Db, DbProvider } from "@/platform/db";
import type { Coordinates } from "../schema";
import type { SearchTerm } from "../search-terms";
import type { Sql } from "../sql";
import type { TextColumn, TextHits } from "../text-columns";

export type Dialect = {
  provider: DbProvider;
  text: {
    /**
     * Business `alias` has one of the folded forms in one of the columns (`hits`: the forms' FTS
     * matches read before, SQLite's readTextHits).
     */
    columnsHave(
      forms: readonly string[],
      columns: readonly TextColumn[],
      alias: string,
      hits: TextHits | undefined,
    ): Sql;
    /**
     * Ids of businesses with one of the forms (each indexable) in a text column, read from the text
     * index alone, or null when the business table's condition (columnsHave) is the read.
     */
    idsFromTextIndex(forms: readonly string[], hits: TextHits | undefined): Sql | null;
    /** Business `alias`'s name starts with the folded form: a range of the name-prefix index. */
    nameStartsWith(form: string, alias: string): Sql;
    /** The terms with their text index matches read once for the search (SQLite), or as they are. */
    readTextHits(db: Db, terms: readonly SearchTerm[], atMost: number): Promise<SearchTerm[]>;
  };
  search: {
    /**
     * How the copied filters (search-filters.ts) are written on a business read in sort order: `+b`
     * keeps SQLite on the sort order's index (it would read the filter columns' own indexes); `b`
     * where the planner chooses well by itself.
     */
    sortOrderAlias: "b" | "+b";
    /** Text found only by the start of names is also read walking the sort order, once many match. */
    namePrefixInSortOrder: boolean;
    /** A score part for tags this many businesses carry is read in review order, probing each business. */
    walkTagFromUsage: number;
  };
  distance: {
    /** Business `b` lies in the box of this half-width (degrees of latitude, longitude scaled) around `point`. */
    inBox(point: Coordinates, halfWidth: number, lngHalfWidth: number): Sql;
    /**
     * A nearest-first order on a spatial index (plain degrees: it finds matches near the origin but
     * does not give their order), or null when the database has none.
     */
    nearestFirst: ((point: Coordinates) => Sql) | null;
  };
  cards: {
    /** The business's active tags by name, as one JSON array. */
    tagsJson: Sql;
    /** The business's opening hours as one JSON array. */
    hoursJson: Sql;
  };
  /** Whether a directory read's statements can be cancelled past a time limit (time-limit.ts). */
  statementTimeouts: boolean;
};
