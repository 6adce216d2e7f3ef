import "server-only";
// PostgreSQL's directory SQL. Text: trigram GIN indexes on `localhub_fold(column)` serve LIKE on the
// folded name and address; names starting with a form are a range of the folded name's
// text_pattern_ops index. Distance: a GiST index on point(longitude, latitude) serves the box and a
// nearest-first order. Statements can be cancelled past a time limit.
import { afterPrefix } from "@/platform/db-text";
import { Prisma } from "@/generated/sqlite/client";
import { or, sql } from "../sql";
import { like, type TextColumn } from "../text-columns";
import type { Dialect } from "./dialect";

const folded = (alias: string, column: TextColumn) => Prisma.raw(`localhub_fold(${alias}."${column}")`);

export const postgresqlDialect: Dialect = {
  provider: "postgresql",
  text: {
    columnsHave: (forms, columns, alias) =>
      or(forms.flatMap((form) => columns.map((column) => like(folded(alias, column), form)))),
    idsFromTextIndex: () => null,
    // Written with the index's own operators (`~>=~`, `~<~`, byte order, as text_pattern_ops sorts),
    // which the trigram index cannot serve: with LIKE 'a%' the planner took the trigram index (every
    // word starting with 'a', then a recheck of each row).
    nameStartsWith(form, alias) {
      const name = folded(alias, "businessName");
      return sql`(${name} ~>=~ ${form} AND ${name} ~<~ ${afterPrefix(form)})`;
    },
    // The trigram indexes are asked in each statement.
    readTextHits: async (_db, terms) => [...terms],
  },
  search: {
    sortOrderAlias: "b",
    namePrefixInSortOrder: false,
    walkTagFromUsage: Infinity,
  },
  distance: {
    inBox: ({ latitude, longitude }, halfWidth, lngHalfWidth) =>
      sql`point(b."longitude", b."latitude") <@ box(point(${longitude - lngHalfWidth}::float8, ${latitude - halfWidth}::float8), point(${longitude + lngHalfWidth}::float8, ${latitude + halfWidth}::float8))`,
    nearestFirst: ({ latitude, longitude }) =>
      sql`point(b."longitude", b."latitude") <-> point(${longitude}::float8, ${latitude}::float8)`,
  },
  cards: {
    tagsJson: sql`(SELECT COALESCE(json_agg(json_build_object('id', t."id", 'name', t."name", 'slug', t."slug", 'color', t."color") ORDER BY t."name"), '[]'::json)
      FROM "BusinessTagAssignment" a JOIN "BusinessTag" t ON t."id" = a."tagId" WHERE a."businessId" = b."id" AND t."isActive" = TRUE)`,
    hoursJson: sql`(SELECT COALESCE(json_agg(json_build_object('dayOfWeek', h."dayOfWeek", 'openMinute', h."openMinute", 'closeMinute', h."closeMinute")), '[]'::json)
      FROM "BusinessHours" h WHERE h."businessId" = b."id")`,
  },
  statementTimeouts: true,
};
