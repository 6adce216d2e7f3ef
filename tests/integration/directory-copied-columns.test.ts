// BusinessHours copies the business columns open now filters on (src/features/directory/copied-columns.ts,
// the one declaration). On the database under test: its copy triggers are the ones rendered from the
// declaration (copied-columns-sql.ts), its open-now indexes hold every declared filter column and
// no other, and every hours row holds its business's values. A failure prints what a migration needs.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/generated/sqlite/client";
import { db, dbProvider } from "@/platform/db";
import {
  COPIED_COLUMNS,
  copiedFilterColumns,
  FILTER_COVERING_INDEX,
  OPEN_NOW_INDEXES,
  OPEN_NOW_RANGE,
} from "@/features/directory/copied-columns";
import {
  backfillSql,
  copyFunctions,
  copyTriggers,
  COPY_TRIGGERS,
  migrationSql,
} from "@/features/directory/copied-columns-sql";
import { createBusiness, uniqueWord } from "../helpers/business-factories";

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();
/** PostgreSQL prints a trigger back its own way (public., quotes and parentheses only where needed): compared without them. */
const bare = (text: string) => squeeze(text.replace(/public\./g, "").replace(/["()]/g, "")).toLowerCase();

const NEEDS = `differ from src/features/directory/copied-columns.ts: a migration (npm run db:new-migration) needs, on ${dbProvider}:\n\n${migrationSql(dbProvider)}\n\n(and the same on the other database)`;

async function liveTriggers(): Promise<Map<string, string>> {
  const rows =
    dbProvider === "sqlite"
      ? await db.$queryRaw<
          Array<{ name: string; sql: string }>
        >`SELECT name, sql FROM sqlite_master WHERE type = 'trigger'`
      : await db.$queryRaw<
          Array<{ name: string; sql: string }>
        >`SELECT t.tgname::text AS name, pg_get_triggerdef(t.oid) AS sql FROM pg_trigger t WHERE NOT t.tgisinternal`;
  return new Map(rows.map((row) => [row.name, row.sql]));
}

async function indexColumns(index: string): Promise<string[]> {
  const rows =
    dbProvider === "sqlite"
      ? await db.$queryRaw<Array<{ name: string }>>`SELECT name FROM pragma_index_info(${index}) ORDER BY seqno`
      : await db.$queryRaw<Array<{ name: string }>>`SELECT a.attname::text AS name FROM pg_index i
          JOIN pg_class c ON c.oid = i.indexrelid
          CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
          JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
          WHERE c.relname = ${index} ORDER BY k.n`;
  return rows.map((row) => row.name);
}

async function indexesOf(table: string): Promise<string[]> {
  const rows =
    dbProvider === "sqlite"
      ? await db.$queryRaw<
          Array<{ name: string }>
        >`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table}`
      : await db.$queryRaw<
          Array<{ name: string }>
        >`SELECT indexname::text AS name FROM pg_indexes WHERE tablename = ${table}`;
  return rows.map((row) => row.name);
}

/** Hours rows whose copies differ from their business's columns. */
async function staleHours(): Promise<number> {
  const same = dbProvider === "sqlite" ? "IS" : "IS NOT DISTINCT FROM";
  const copy = (column: (typeof COPIED_COLUMNS)[number]) =>
    column.copy === "floor"
      ? dbProvider === "sqlite"
        ? `CAST(p."${column.business}" AS INTEGER)`
        : `floor(p."${column.business}")::int`
      : `p."${column.business}"`;
  const equal = COPIED_COLUMNS.map((column) => `h."${column.hours}" ${same} ${copy(column)}`).join(" AND ");
  const [row] = await db.$queryRaw<Array<{ n: bigint | number }>>(
    Prisma.sql`SELECT COUNT(*) AS n FROM "BusinessHours" h JOIN "BusinessProfile" p ON p."id" = h."businessId" WHERE NOT (${Prisma.raw(equal)})`,
  );
  return Number(row?.n);
}

describe("the columns BusinessHours copies from its business", () => {
  it("are kept by the triggers rendered from the declaration, on this database", async () => {
    const live = await liveTriggers();
    const rendered = copyTriggers(dbProvider);
    const { hours, business } = COPY_TRIGGERS[dbProvider];
    expect(Object.keys(rendered).sort()).toEqual([...hours, business].sort());
    const compare = dbProvider === "sqlite" ? squeeze : bare;
    for (const [name, statement] of Object.entries(rendered)) {
      expect(live.has(name), `The trigger ${name} is missing: the copy triggers ${NEEDS}`).toBe(true);
      expect(compare(live.get(name)!), `The trigger ${name} and the copy triggers ${NEEDS}`).toBe(compare(statement));
    }
    if (dbProvider === "postgresql") {
      const functions = await db.$queryRaw<
        Array<{ name: string; body: string }>
      >`SELECT proname::text AS name, prosrc AS body FROM pg_proc WHERE proname IN (${Prisma.join(Object.keys(copyFunctions()))})`;
      for (const [name, body] of Object.entries(copyFunctions())) {
        const found = functions.find((row) => row.name === name);
        expect(found, `The function ${name} is missing: the copy triggers ${NEEDS}`).toBeDefined();
        expect(squeeze(found!.body), `The function ${name} and the copy triggers ${NEEDS}`).toBe(squeeze(body));
      }
    }
  });

  it("are each in every open-now index (after its lead and open now's range), and the indexes hold no other column", async () => {
    const filters = copiedFilterColumns().map((column) => column.hours);
    const declared = OPEN_NOW_INDEXES.map((index) => index.name);
    // No open-now index the declaration does not know.
    expect((await indexesOf("BusinessHours")).filter((name) => name.includes("open_now")).sort()).toEqual(
      [...declared].sort(),
    );
    for (const { name, lead, without } of OPEN_NOW_INDEXES) {
      const head = [...(lead ? [lead] : []), ...OPEN_NOW_RANGE];
      const tail = filters.filter((column) => column !== lead && !without.includes(column));
      const expected = `@@index([${[...head, ...tail].join(", ")}], map: "${name}") on BusinessHours (schema.base.prisma), in a migration`;
      const columns = await indexColumns(name);
      expect(
        columns.slice(0, head.length),
        `The index ${name} should start with ${head.join(", ")}: ${expected}`,
      ).toEqual(head);
      expect(
        [...columns.slice(head.length)].sort(),
        `The index ${name} should hold the copied filter columns: ${expected}`,
      ).toEqual([...tail].sort());
    }
  });

  it("are each in BusinessProfile's covering index by id, which the page driven from the open hours probes", async () => {
    const columns = await indexColumns(FILTER_COVERING_INDEX.name);
    expect(columns[0]).toBe(FILTER_COVERING_INDEX.lead);
    for (const { business } of [
      COPIED_COLUMNS.find((column) => column.business === "active")!,
      ...copiedFilterColumns(),
    ]) {
      expect(
        columns,
        `${FILTER_COVERING_INDEX.name} on BusinessProfile (schema.base.prisma) should hold ${business}`,
      ).toContain(business);
    }
  });

  it("hold their business's values after writes to either table, and the rendered backfill keeps them", async () => {
    const business = await createBusiness({
      name: `${uniqueWord()} copies`,
      hours: [{ dayOfWeek: 2, openMinute: 540, closeMinute: 1020 }],
    });
    await db.businessProfile.update({
      where: { id: business.id },
      data: { averageRating: 4.6, onlineBooking: true, sameDayService: true, verificationStatus: "verified" },
    });
    // A write to a copy is replaced by the business's value.
    await db.businessHours.updateMany({
      where: { businessId: business.id },
      data: { ratingFloor: 1, onlineBooking: false },
    });
    const [hours] = await db.businessHours.findMany({ where: { businessId: business.id } });
    expect(hours).toMatchObject({
      ratingFloor: 4,
      onlineBooking: true,
      sameDayService: true,
      verificationStatus: "verified",
      businessActive: true,
    });
    expect(await staleHours()).toBe(0);
    await db.$executeRawUnsafe(backfillSql(dbProvider));
    expect(await staleHours()).toBe(0);
  });
});
