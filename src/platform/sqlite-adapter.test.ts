// SQLite writes recover after a failed write without a restart: a full database (SQLITE_FULL,
// made real with a tiny max_page_count), a COMMIT that SQLite refuses (a deferred constraint, as a
// COMMIT refused for a full disk or a read-only file), and a transaction SQLite ended on its own
// (as after an I/O error). The stock adapter hangs every later transaction in the last two cases.
// And a file that could not be written when the app opened it (made real with the immutable
// attribute, which holds even for root) takes writes once it can be written, without a restart.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaClient } from "@/generated/sqlite/client";
import { RecoveringSqliteAdapterFactory } from "./sqlite-adapter";

const dir = mkdtempSync(path.join(tmpdir(), "localhub-sqlite-"));
const file = path.join(dir, "recovery.db");
let db: PrismaClient;

/** Fails instead of hanging, so a regression shows as a clear failure. */
const within = <T>(work: Promise<T>, ms = 5000) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);
const insertInTransaction = (value: string) =>
  within(db.$transaction(async (tx) => tx.$executeRawUnsafe(`INSERT INTO note (body) VALUES (?)`, value)));
/** What another connection sees: only committed rows. */
const committed = () => {
  const reader = new Database(file, { readonly: true });
  try {
    return (reader.prepare("SELECT body FROM note ORDER BY id").all() as { body: string }[]).map((row) =>
      row.body.slice(0, 20),
    );
  } finally {
    reader.close();
  }
};

beforeAll(async () => {
  db = new PrismaClient({ adapter: new RecoveringSqliteAdapterFactory({ url: `file:${file}`, timeout: 1000 }) });
  await db.$executeRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$executeRawUnsafe("CREATE TABLE parent (id TEXT PRIMARY KEY)");
  await db.$executeRawUnsafe("CREATE TABLE child (parentId TEXT REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)");
  await db.$executeRawUnsafe("CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
  await db.$executeRawUnsafe("PRAGMA foreign_keys = ON");
});
afterAll(async () => {
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

describe("SQLite writes after a failure", () => {
  it("report a full database and succeed once there is room again", async () => {
    const [pages] = await db.$queryRawUnsafe<{ page_count: bigint }[]>("PRAGMA page_count");
    await db.$queryRawUnsafe(`PRAGMA max_page_count = ${Number(pages?.page_count) + 3}`);
    const big = "x".repeat(40_000);
    const failure = await within(
      db.$transaction(async (tx) => {
        for (let i = 0; i < 10; i++)
          await tx.$executeRawUnsafe(`INSERT INTO note (body) VALUES (?)`, `full ${i} ${big}`);
      }),
    ).catch((error: Error) => error);
    expect(String(failure)).toMatch(/full/i);
    expect(committed()).toEqual([]);

    await db.$queryRawUnsafe("PRAGMA max_page_count = 1073741823");
    await insertInTransaction("after the disk was freed");
    expect(committed()).toEqual(["after the disk was f"]);
  });

  it("roll back a transaction whose COMMIT SQLite refused, so the next ones start clean", async () => {
    const failure = await within(
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`INSERT INTO note (body) VALUES ('refused commit')`);
        await tx.$executeRawUnsafe(`INSERT INTO child (parentId) VALUES ('missing')`);
      }),
    ).catch((error: Error) => error);
    expect(String(failure)).toMatch(/ForeignKeyConstraintViolation/);

    // A plain write and a transaction afterwards are committed, not swallowed by a transaction left open.
    await within(db.$executeRawUnsafe(`INSERT INTO note (body) VALUES ('plain write')`));
    await insertInTransaction("next transaction");
    expect(committed()).toEqual(["after the disk was f", "plain write", "next transaction"]);
  });

  it("carry on when SQLite has already ended the transaction itself", async () => {
    const failure = await within(
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe(`INSERT INTO note (body) VALUES ('ended by SQLite')`);
        await tx.$executeRawUnsafe("ROLLBACK");
        throw new Error("the write failed");
      }),
    ).catch((error: Error) => error);
    expect(String(failure)).toContain("the write failed");
    await insertInTransaction("still writable");
    expect(committed()).toEqual(["after the disk was f", "plain write", "next transaction", "still writable"]);
  });

  it("keeps a write made while a transaction is open out of it, so the transaction's rollback cannot lose it", async () => {
    const adapter = await new RecoveringSqliteAdapterFactory({ url: `file:${file}` }).connect();
    const sql = (text: string) => ({ sql: text, args: [], argTypes: [] });
    try {
      const transaction = await adapter.startTransaction();
      await transaction.executeRaw(sql(`INSERT INTO note (body) VALUES ('rolled back')`));
      // Another request's write while the transaction awaits its next statement.
      const meanwhile = adapter.executeRaw(sql(`INSERT INTO note (body) VALUES ('written meanwhile')`));
      await transaction.executeRaw(sql("ROLLBACK"));
      await transaction.rollback();
      await within(meanwhile);
    } finally {
      await adapter.dispose();
    }
    const bodies = committed();
    expect(bodies).toContain("written meanwhile");
    expect(bodies).not.toContain("rolled back");
  });

  it("runs simultaneous transactions one at a time", async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => insertInTransaction(`parallel ${i}`)));
    expect(committed().filter((body) => body.startsWith("parallel"))).toHaveLength(5);
  });
});

describe("a database file that could not be written when it was opened", () => {
  it("takes writes once the file is writable again, without a restart", async () => {
    const lockedFile = path.join(dir, "read-only.db");
    const setup = new Database(lockedFile);
    setup.exec("PRAGMA journal_mode = WAL; CREATE TABLE note (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
    setup.close();
    const client = new PrismaClient({
      adapter: new RecoveringSqliteAdapterFactory({ url: `file:${lockedFile}`, timeout: 1000 }),
    });
    execFileSync("chattr", ["+i", lockedFile]);
    try {
      expect(await within(client.$queryRawUnsafe<{ n: bigint }[]>("SELECT COUNT(*) AS n FROM note"))).toEqual([
        { n: 0n },
      ]);
      await expect(
        within(client.$executeRawUnsafe("INSERT INTO note (body) VALUES ('while read-only')")),
      ).rejects.toThrow(/readonly/i);
      execFileSync("chattr", ["-i", lockedFile]);
      await within(client.$executeRawUnsafe("INSERT INTO note (body) VALUES ('writable again')"));
      await within(
        client.$transaction(async (tx) => tx.$executeRawUnsafe("INSERT INTO note (body) VALUES ('in a transaction')")),
      );
      const reader = new Database(lockedFile, { readonly: true });
      expect(
        (reader.prepare("SELECT body FROM note ORDER BY id").all() as { body: string }[]).map((row) => row.body),
      ).toEqual(["writable again", "in a transaction"]);
      reader.close();
    } finally {
      execFileSync("chattr", ["-i", lockedFile]);
      await client.$disconnect();
    }
  });
});
