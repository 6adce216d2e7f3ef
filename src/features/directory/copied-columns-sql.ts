import "server-only";
// The triggers that keep BusinessHours' copies of its business's columns equal to them, rendered
// from the declaration (copied-columns.ts) for each database, as a migration writes them: the hours
// take the copies from their business on every insert, and on an update of the business id or of a
// copy (whatever a write puts there is replaced); a change of the columns on a business is copied to
// its hours. The copied columns' test compares each database's triggers with these and prints them
// (migrationSql) when they differ. Pure text: no database is asked.
import type { DbProvider } from "@/platform/db";
import { COPIED_COLUMNS, type CopiedColumn } from "./copied-columns";

const columns: readonly CopiedColumn[] = COPIED_COLUMNS;
const quoted = (name: string) => `"${name}"`;

/** SQLite's copy of a business column expression (`CAST(... AS INTEGER)`: the whole part of a rating, never negative). */
const sqliteCopy = (column: CopiedColumn, expr: string) =>
  column.copy === "floor" ? `CAST(${expr} AS INTEGER)` : expr;
const postgresCopy = (column: CopiedColumn, expr: string) => (column.copy === "floor" ? `floor(${expr})::int` : expr);

/** The trigger names of each database, in the order of `triggers`. */
export const COPY_TRIGGERS: Record<
  DbProvider,
  { hours: readonly string[]; business: string; functions: readonly string[] }
> = {
  sqlite: {
    hours: ["BusinessHours_business_after_insert", "BusinessHours_business_after_update"],
    business: "BusinessProfile_to_hours",
    functions: [],
  },
  postgresql: {
    hours: ["BusinessHours_copy_business"],
    business: "BusinessProfile_copy_to_hours",
    functions: ["BusinessHours_copy_business", "BusinessProfile_copy_to_hours"],
  },
};

/** The hours' columns an update of which re-reads the copies, and the business's columns a change of which is copied. */
const hoursWatched = () => ["businessId", ...columns.map((column) => column.hours)].map(quoted).join(", ");
const businessWatched = () => ["id", ...columns.map((column) => column.business)].map(quoted).join(", ");

function sqliteTriggers(): Record<string, string> {
  const p = (column: CopiedColumn) => sqliteCopy(column, `p.${quoted(column.business)}`);
  const fromBusiness = (event: string, name: string) => `CREATE TRIGGER ${quoted(name)} ${event} ON "BusinessHours"
WHEN NOT EXISTS (SELECT 1 FROM "BusinessProfile" p WHERE p."id" = new."businessId" AND ${columns.map((column) => `${p(column)} IS new.${quoted(column.hours)}`).join(" AND ")})
BEGIN
  UPDATE "BusinessHours" SET
${columns.map((column) => `    ${quoted(column.hours)} = (SELECT ${p(column)} FROM "BusinessProfile" p WHERE p."id" = new."businessId")`).join(",\n")}
  WHERE "id" = new."id";
END`;
  const next = (column: CopiedColumn) => sqliteCopy(column, `new.${quoted(column.business)}`);
  const [insert, update] = COPY_TRIGGERS.sqlite.hours as [string, string];
  return {
    [insert]: fromBusiness("AFTER INSERT", insert),
    [update]: fromBusiness(`AFTER UPDATE OF ${hoursWatched()}`, update),
    [COPY_TRIGGERS.sqlite.business]:
      `CREATE TRIGGER ${quoted(COPY_TRIGGERS.sqlite.business)} AFTER UPDATE OF ${businessWatched()} ON "BusinessProfile"
BEGIN
  UPDATE "BusinessHours" SET ${columns.map((column) => `${quoted(column.hours)} = ${next(column)}`).join(", ")}
  WHERE "businessId" = new."id" AND (${columns.map((column) => `${quoted(column.hours)} IS NOT ${next(column)}`).join(" OR ")});
END`,
  };
}

/** PostgreSQL's trigger functions' bodies (as pg_proc holds them). */
function postgresFunctions(): Record<string, string> {
  const next = (column: CopiedColumn) => postgresCopy(column, `NEW.${quoted(column.business)}`);
  const [hours, business] = COPY_TRIGGERS.postgresql.functions as [string, string];
  return {
    [hours]: `BEGIN
  SELECT ${columns.map((column) => postgresCopy(column, `p.${quoted(column.business)}`)).join(", ")} INTO ${columns.map((column) => `NEW.${quoted(column.hours)}`).join(", ")} FROM "BusinessProfile" p WHERE p."id" = NEW."businessId";
${columns.flatMap((column) => (column.fallback === null ? [] : [`  NEW.${quoted(column.hours)} := COALESCE(NEW.${quoted(column.hours)}, ${column.fallback});`])).join("\n")}
  RETURN NEW;
END`,
    [business]: `BEGIN
  UPDATE "BusinessHours" SET ${columns.map((column) => `${quoted(column.hours)} = ${next(column)}`).join(", ")}
  WHERE "businessId" = NEW."id" AND (${columns.map((column) => `${quoted(column.hours)} IS DISTINCT FROM ${next(column)}`).join(" OR ")});
  RETURN NULL;
END`,
  };
}

function postgresTriggers(): Record<string, string> {
  const [hours] = COPY_TRIGGERS.postgresql.hours as [string];
  const business = COPY_TRIGGERS.postgresql.business;
  const changed = ["id", ...columns.map((column) => column.business)]
    .map((name) => `OLD.${quoted(name)} IS DISTINCT FROM NEW.${quoted(name)}`)
    .join(" OR ");
  return {
    [hours]: `CREATE TRIGGER ${quoted(hours)} BEFORE INSERT OR UPDATE OF ${hoursWatched()} ON "BusinessHours"
FOR EACH ROW EXECUTE FUNCTION ${quoted(hours)}()`,
    [business]: `CREATE TRIGGER ${quoted(business)} AFTER UPDATE OF ${businessWatched()} ON "BusinessProfile"
FOR EACH ROW WHEN (${changed})
EXECUTE FUNCTION ${quoted(business)}()`,
  };
}

/** Each copy trigger's CREATE TRIGGER statement (no closing semicolon), by name. */
export const copyTriggers = (provider: DbProvider): Record<string, string> =>
  provider === "sqlite" ? sqliteTriggers() : postgresTriggers();

/** PostgreSQL: each trigger function's body, by name. */
export const copyFunctions = (): Record<string, string> => postgresFunctions();

/** Sets every hours row's copies from its business (after a copy is added). */
export function backfillSql(provider: DbProvider): string {
  if (provider === "postgresql") {
    return `UPDATE "BusinessHours" h SET ${columns.map((column) => `${quoted(column.hours)} = ${postgresCopy(column, `p.${quoted(column.business)}`)}`).join(", ")} FROM "BusinessProfile" p WHERE p."id" = h."businessId";`;
  }
  return `UPDATE "BusinessHours" SET ${columns.map((column) => `${quoted(column.hours)} = (SELECT ${sqliteCopy(column, `p.${quoted(column.business)}`)} FROM "BusinessProfile" p WHERE p."id" = "BusinessHours"."businessId")`).join(", ")};`;
}

/**
 * The hand-written part of a migration that changes the copied columns: the triggers dropped and
 * made again from the declaration, then every copy set from its business. (PostgreSQL's migration
 * runner splits scripts at semicolons, so inside a function body they are written \\073, and quotes \\'.)
 */
export function migrationSql(provider: DbProvider): string {
  const triggers = copyTriggers(provider);
  if (provider === "sqlite") {
    return [
      ...Object.keys(triggers).map((name) => `DROP TRIGGER IF EXISTS ${quoted(name)};`),
      ...Object.values(triggers).map((statement) => `${statement};`),
      backfillSql(provider),
    ].join("\n\n");
  }
  const escaped = (body: string) => body.replaceAll("'", "\\'").replaceAll(";", "\\073");
  return [
    ...Object.keys(triggers).map(
      (name) =>
        `DROP TRIGGER IF EXISTS ${quoted(name)} ON ${name.startsWith("BusinessHours") ? '"BusinessHours"' : '"BusinessProfile"'};`,
    ),
    ...Object.entries(copyFunctions()).map(
      ([name, body]) =>
        `CREATE OR REPLACE FUNCTION ${quoted(name)}() RETURNS trigger LANGUAGE plpgsql AS E'\n${escaped(body)}\n';`,
    ),
    ...Object.values(triggers).map((statement) => `${statement};`),
    backfillSql(provider),
  ].join("\n\n");
}
