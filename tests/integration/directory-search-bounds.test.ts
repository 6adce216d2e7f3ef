// Searches a visitor could use to make the server read everything: wildcards and text too short for
// the text indexes answer from bounded reads; every statement has a time limit on PostgreSQL; the
// search endpoints are limited per address.
import { beforeAll, describe, expect, it } from "vitest";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { randomInt } from "node:crypto";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import {
  directorySearchInput,
  DIRECTORY_LOAD_ERROR_MESSAGE,
  TOO_MANY_SEARCHES_MESSAGE,
  type DirectorySearchInput,
} from "@/features/directory/schema";
import { prepareSearch } from "@/features/directory/search";
import { cappedCount } from "@/features/directory/search/count-capped";
import { orderedPage } from "@/features/directory/search/page-ordered";
import { DIRECTORY_STATEMENT_TIMEOUT_MS, withTimeLimit } from "@/features/directory/time-limit";
import { AppError } from "@/platform/errors";
import { db, dbProvider } from "@/platform/db";
import { explain } from "../helpers/explain";

const server = apiServerForThisFile();
let api: ApiClient;
/** A ZIP code of its own (no real one starts with 0 in Texas), so the test knows everything in it. */
const city = `4${randomInt(1000, 10000)}`; // (each test file's own first digit: no other file's ZIP can collide)
const word = uniqueWord();
const NAMES = ["Alpha Plumbing", "ábaco Books", "Bravo 100% Organic", "Charlie_Cafe", "Delta a la carte", "AB Tires"];

beforeAll(async () => {
  api = server.client();
  for (const name of NAMES) await createBusiness({ name, zipCode: city, address: `${word} Street` });
});

const names = async (input: DirectorySearchInput) =>
  (await api.directory.search.query({ location: city, ...input })).items.map((card) => card.businessName).sort();
/** The search's count of every match and its page statement. */
const statementsOf = async (text: string) => {
  const { search } = await prepareSearch(db, directorySearchInput.parse({ search: text, location: city }), new Date());
  return { count: cappedCount(search!), page: orderedPage(search!, search!.conditions.where) };
};

describe("text the indexes cannot serve", () => {
  it("ignores text of wildcards and punctuation only, like no text", async () => {
    const all = await names({});
    expect(all).toEqual([...NAMES].sort());
    for (const search of ["%", "_", "'%_%'", "___"]) expect(await names({ search })).toEqual(all);
    const plain = await statementsOf("%");
    expect(plain.page.sql).not.toMatch(/LIKE|BusinessSearch/);
  });

  it("searches names that start with one or two letters (accents and ASCII case ignored), through the name-prefix index", async () => {
    // SQLite's NOCASE ignores ASCII case only: 'ábaco' starts with 'a' on PostgreSQL alone.
    const startsWithA =
      dbProvider === "postgresql" ? ["AB Tires", "Alpha Plumbing", "ábaco Books"] : ["AB Tires", "Alpha Plumbing"];
    expect(await names({ search: "a" })).toEqual(startsWithA.sort());
    expect(await names({ search: "AB" })).toEqual(
      dbProvider === "postgresql" ? ["AB Tires", "ábaco Books"] : ["AB Tires"],
    );
    // "Delta a la carte" and "Charlie_Cafe" hold an 'a' but do not start with one.
    const { page, count } = await statementsOf("a");
    for (const statement of [page, count]) expect(statement.sql).not.toMatch(/LIKE '?%|LIKE \$\d+ ESCAPE[^]*'%/);
    // Read through a name-prefix index (the admin list's folded-name index serves the same range) or
    // one of the ZIP code's (whichever the planner finds narrower), never by reading every business.
    for (const statement of [page, count]) {
      const plan = await explain(statement);
      expect(plan).toMatch(
        /BusinessProfile_businessName_fold_prefix_idx|BusinessProfile_admin_name_fold_idx|BusinessProfile_name_nocase_id_idx|BusinessProfile_(admin_)?zip_idx/,
      );
      expect(plan).not.toMatch(/^SCAN b\b|Seq Scan on "BusinessProfile"/m);
    }
  });

  it("takes wildcards literally in a short prefix and in longer text", async () => {
    expect(await names({ search: "c_" })).toEqual([]);
    expect(await names({ search: "charlie_" })).toEqual(["Charlie_Cafe"]);
    expect(await names({ search: "100%" })).toEqual(["Bravo 100% Organic"]);
    expect(await names({ search: "10%" })).toEqual([]);
  });

  it("checks a short word only on the rows a longer word found", async () => {
    // Anywhere in the text, not only at the start ('ti' is in "AB Tires"; the word's hex digits hold no 't' or 'i').
    expect(await names({ search: `${word} ti` })).toEqual(["AB Tires"]);
    const { count } = await statementsOf(`${word} ti`);
    expect(count.sql).not.toMatch(/SELECT t\."id" FROM "BusinessProfile" t WHERE [^)]*LIKE/);
  });
});

describe("time limit", () => {
  it("answers a directory read that runs past the limit with the spec's load error (PostgreSQL), and runs it as is on SQLite", async () => {
    if (dbProvider === "postgresql") {
      const slow = withTimeLimit(db, (limited) => limited.$queryRaw`SELECT pg_sleep(2)`, 50);
      await expect(slow).rejects.toEqual(new AppError("SERVICE_UNAVAILABLE", DIRECTORY_LOAD_ERROR_MESSAGE));
      await expect(slow).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    } else {
      expect(
        await withTimeLimit(db, (limited) => limited.$queryRaw<Array<{ one: string }>>`SELECT 'one' AS one`, 50),
      ).toEqual([{ one: "one" }]);
    }
  });

  it("reads with the limit set on every statement on PostgreSQL", async () => {
    const setting = await withTimeLimit(db, (limited) =>
      limited.$queryRaw<Array<{ value: string }>>`SELECT current_setting('statement_timeout', true) AS value`.catch(
        () => [{ value: "sqlite" }],
      ),
    );
    expect(setting[0]!.value).toBe(
      dbProvider === "postgresql" ? `${DIRECTORY_STATEMENT_TIMEOUT_MS / 1000}s` : "sqlite",
    );
  });

  it("runs the application's directory statements side by side on PostgreSQL, each on a connection with the limit and no parallel workers; on SQLite on its one client", async () => {
    if (dbProvider === "sqlite") {
      expect(await withTimeLimit(db, async (limited) => limited === db)).toBe(true);
      return;
    }
    // Three statements at once, each holding its connection a while: in a transaction all three would share one.
    const pids = await withTimeLimit(db, (limited) =>
      Promise.all(
        [1, 2, 3].map(
          () =>
            limited.$queryRaw<
              Array<{ pid: number; limit: string; workers: string }>
            >`SELECT pg_backend_pid() AS pid, current_setting('statement_timeout') AS "limit",
              current_setting('max_parallel_workers_per_gather') AS workers FROM pg_sleep(0.2)`,
        ),
      ),
    );
    expect(new Set(pids.map((rows) => rows[0]!.pid)).size).toBe(3);
    expect(pids.map((rows) => rows[0]!.limit)).toEqual(Array(3).fill(`${DIRECTORY_STATEMENT_TIMEOUT_MS / 1000}s`));
    expect(pids.map((rows) => rows[0]!.workers)).toEqual(["0", "0", "0"]);
  });
});

describe("rate limit", () => {
  it("admits 120 searches a minute from one address, then says to wait; other addresses go on; writes no counter row", async () => {
    const visitor = server.client();
    for (let i = 0; i < 120; i++) await visitor.directory.search.query({ location: city, search: "zz" });
    expect(await outcome(visitor.directory.search.query({ location: city }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: TOO_MANY_SEARCHES_MESSAGE,
      fieldErrors: undefined,
    });
    expect(await outcome(server.client().directory.search.query({ location: city }))).toBe("ok");
    // Counted in the process's memory: admitting a search wrote nothing to the database.
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: "directory-" } } })).toBe(0);
  });
});
