// Invalidation between app processes (src/platform/runtime/invalidation.mjs) over the real Redis
// (TEST_REDIS_URL, default 127.0.0.1:6379) and real PostgreSQL notifications (TEST_POSTGRES_URL),
// each process being a hub with clients of its own: a change in one drops the other's tags within a
// second; a process whose connection is killed (CLIENT KILL / pg_terminate_backend) and cannot come
// back bypasses its caches and fails /readyz until it reconnects, then empties them and sends what
// it invalidated meanwhile. /readyz names each failing check (scripts/lib/health.mjs).
import { randomUUID } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cachedRead, invalidateCache } from "@/platform/process-cache";
import {
  connectInvalidation,
  createHub,
  invalidationHub,
  type InvalidationHub,
} from "@/platform/runtime/invalidation.mjs";
import { createHealthChecks } from "../../scripts/lib/health.mjs";
import { testProvider } from "../helpers/test-database";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const POSTGRES_SERVER = (process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432").replace(/\/+$/, "");
const quiet = { info() {}, warn() {} };
const WITHIN_A_SECOND = { timeout: 1_000, interval: 10 };
const RECONNECTED = { timeout: 15_000, interval: 20 };

/** A shared store whose connections the test can kill and keep out, then let back. */
type Link = {
  /** The channel options of a process that the test may cut off (`cut`) and of one it never cuts. */
  options(cuttable: boolean): { redisUrl?: string; databaseUrl?: string };
  cut(hub: InvalidationHub): Promise<void>;
  restore(): Promise<void>;
  remove(): Promise<void>;
};

async function postgresQuery(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** Redis: the process the test cuts off signs in as a user of its own, which the test turns off and kills. */
async function redisLink(): Promise<Link> {
  const admin = new Redis(REDIS_URL);
  const user = `localhub_test_${randomUUID().slice(0, 8)}`;
  const password = randomUUID();
  await admin.call("ACL", "SETUSER", user, "reset", "on", `>${password}`, "~*", "&*", "+@all");
  const cuttable = new URL(REDIS_URL);
  cuttable.username = user;
  cuttable.password = password;
  return {
    options: (cut) => ({ redisUrl: cut ? cuttable.toString() : REDIS_URL }),
    async cut() {
      await admin.call("ACL", "SETUSER", user, "off");
      await admin.call("CLIENT", "KILL", "USER", user);
    },
    async restore() {
      await admin.call("ACL", "SETUSER", user, "on");
    },
    async remove() {
      await admin.call("ACL", "DELUSER", user);
      admin.disconnect();
    },
  };
}

/** PostgreSQL: both processes on a database of the test's own, which the test closes to new connections. */
async function postgresLink(): Promise<Link> {
  const name = `localhub_notify_${Date.now()}_${randomUUID().slice(0, 8)}`;
  const maintenance = `${POSTGRES_SERVER}/postgres`;
  await postgresQuery(maintenance, `CREATE DATABASE "${name}"`);
  const url = `${POSTGRES_SERVER}/${name}`;
  return {
    options: () => ({ databaseUrl: url }),
    async cut(hub) {
      await postgresQuery(maintenance, `ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
      const killed = await postgresQuery(
        maintenance,
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
        [`localhub-invalidation-${hub.id.slice(0, 8)}`],
      );
      expect(killed.rowCount).toBe(1);
    },
    async restore() {
      await postgresQuery(maintenance, `ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS true`);
    },
    remove: () => postgresQuery(maintenance, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {}),
  };
}

/** What a hub's caches were told to drop, after its first connection's "everything". */
function recorder(hub: InvalidationHub) {
  const heard: (readonly string[] | null)[] = [];
  hub.listen((tags) => heard.push(tags));
  return heard;
}

for (const [kind, createLink] of [
  ["redis", redisLink],
  ["postgresql", postgresLink],
] as const) {
  describe(`invalidation through ${kind}`, () => {
    let link: Link;
    let channel: string;
    const opened: InvalidationHub[] = [];

    function open(hub: InvalidationHub, cuttable = false) {
      opened.push(hub);
      const connected = connectInvalidation(hub, { ...link.options(cuttable), channel, log: quiet });
      expect(connected?.kind).toBe(kind);
      return hub;
    }

    beforeAll(async () => {
      link = await createLink();
    });
    afterAll(async () => {
      await link.remove();
    });
    afterEach(async () => {
      await link.restore();
      for (const hub of opened.splice(0)) await hub.channel?.close();
      channel = "";
    });
    const newChannel = () => (channel = `test_${randomUUID().replaceAll("-", "_")}`);

    it("a change in one process drops its tags in the other within a second; a process ignores its own messages", async () => {
      newChannel();
      const [a, b] = [open(createHub()), open(createHub())];
      const [heardByA, heardByB] = [recorder(a), recorder(b)];
      await expect.poll(() => a.channel?.connected && b.channel?.connected, RECONNECTED).toBe(true);
      heardByA.length = heardByB.length = 0;

      a.invalidate(["site-settings"]);
      expect(heardByA).toEqual([["site-settings"]]);
      await expect.poll(() => heardByB, WITHIN_A_SECOND).toEqual([["site-settings"]]);
      b.invalidate(["categories", "pages"]);
      await expect.poll(() => heardByA, WITHIN_A_SECOND).toEqual([["site-settings"], ["categories", "pages"]]);
      // Messages arrive in the order they were sent, so A's own (sent first) was heard and ignored.
      expect(heardByB).toEqual([["site-settings"], ["categories", "pages"]]);
    });

    it("a process whose connection drops is not ready until it reconnects (bypassing its caches when the channel is Redis), then starts afresh", async () => {
      newChannel();
      const here = invalidationHub();
      open(here, true);
      const other = open(createHub());
      const heardByOther = recorder(other);
      const checks = createHealthChecks({ databaseUrl: process.env.DATABASE_URL!, hub: here });
      try {
        await expect.poll(() => here.channel?.connected && other.channel?.connected, RECONNECTED).toBe(true);
        let loads = 0;
        const read = () => cachedRead(`invalidation-test:${channel}`, ["test-tag"], async () => ++loads);
        expect([await read(), await read()]).toEqual([1, 1]);
        expect(await checks.readiness()).toMatchObject({ ready: true, checks: { invalidation: "ok" } });

        await link.cut(here);
        await expect.poll(() => here.channel?.connected, RECONNECTED).toBe(false);
        // Redis is a service of its own: while it is cut off, other processes may still write, so
        // the caches are bypassed. PostgreSQL's notifications travel on the database itself: while
        // they cannot, neither can writes, so the caches keep answering until the reconnection empties them.
        const bypassed = kind === "redis";
        expect(here.cachesUsable).toBe(!bypassed);
        expect([await read(), await read()]).toEqual(bypassed ? [2, 3] : [1, 1]);
        expect(await checks.readiness()).toMatchObject({
          ready: false,
          failed: ["invalidation"],
          checks: { invalidation: `${kind} not connected` },
        });
        // Missed here; and this process's own change waits for the connection.
        other.invalidate(["test-tag"]);
        invalidateCache("changed-while-cut-off");
        heardByOther.length = 0;
        expect(here.cachesUsable).toBe(!bypassed);

        await link.restore();
        await expect.poll(() => here.channel?.connected && here.cachesUsable, RECONNECTED).toBe(true);
        const loaded = bypassed ? 4 : 2;
        expect(await read()).toBe(loaded);
        expect(await read()).toBe(loaded);
        await expect.poll(() => heardByOther, WITHIN_A_SECOND).toEqual([["changed-while-cut-off"]]);
        expect((await checks.readiness()).ready).toBe(true);
      } finally {
        await checks.close();
      }
    });
  });
}

describe("/healthz and /readyz", () => {
  const databaseUrl = process.env.DATABASE_URL!;
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function serve(options: Parameters<typeof createHealthChecks>[0]) {
    const checks = createHealthChecks(options);
    const server = createServer((req, res) => {
      if (!checks.answer(req, res)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(
      () => checks.close(),
      () => new Promise((resolve) => server.close(resolve)),
    );
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return async (route = "/readyz") => {
      const response = await fetch(base + route);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return { status: response.status, body: await response.text() };
    };
  }

  /** A closed port: nothing answers there. */
  async function closedPort() {
    const probe = createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => probe.once("listening", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  it("answers ok for a migrated database without a channel, and /healthz without touching anything", async () => {
    const get = await serve({ databaseUrl, hub: createHub() });
    expect(await get("/healthz")).toEqual({ status: 200, body: "ok" });
    const ready = await get();
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      ready: true,
      failed: [],
      checks: { database: "ok", migrations: "ok", invalidation: "not configured" },
    });
    const unreachable =
      testProvider() === "postgresql"
        ? `postgresql://postgres@127.0.0.1:${await closedPort()}/x`
        : "file:./tmp/none.db";
    const down = await serve({ databaseUrl: unreachable, hub: createHub() });
    expect(await down("/healthz")).toEqual({ status: 200, body: "ok" });
  });

  it("names an unreachable database", async () => {
    const unreachable =
      testProvider() === "postgresql"
        ? `postgresql://postgres@127.0.0.1:${await closedPort()}/localhub`
        : `file:./tmp/missing-${randomUUID()}.db`;
    const ready = await (await serve({ databaseUrl: unreachable, hub: createHub() }))();
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({
      ready: false,
      failed: ["database"],
      checks: { database: "did not answer" },
    });
  });

  it("names a shipped migration that is not applied", async () => {
    const shipped = path.join("prisma", testProvider(), "migrations");
    const dir = mkdtempSync(path.join(tmpdir(), "localhub-migrations-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    cpSync(shipped, dir, { recursive: true });
    mkdirSync(path.join(dir, "29990101000000_not_applied"));
    writeFileSync(path.join(dir, "29990101000000_not_applied", "migration.sql"), "SELECT 1;\n");
    const ready = await (await serve({ databaseUrl, hub: createHub(), migrationsDir: dir }))();
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({
      ready: false,
      failed: ["migrations"],
      checks: { database: "ok", migrations: "1 pending: 29990101000000_not_applied", invalidation: "not configured" },
    });
  });

  it("names a configured channel that is not connected", async () => {
    const hub = createHub();
    connectInvalidation(hub, { redisUrl: `redis://127.0.0.1:${await closedPort()}`, log: quiet });
    cleanups.push(() => hub.channel?.close());
    const ready = await (await serve({ databaseUrl, hub }))();
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({
      ready: false,
      failed: ["invalidation"],
      checks: { database: "ok", migrations: "ok", invalidation: "redis not connected" },
    });
  });
});
