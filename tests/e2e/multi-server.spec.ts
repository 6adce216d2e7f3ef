// Two production servers behind nginx (docs/nginx.conf, the documented configuration) on one
// PostgreSQL database and one S3-compatible bucket (s3rver), with Redis carrying the invalidations
// and without it (PostgreSQL notifications): both are ready with their channel connected; an
// admin's site-title change through one server shows on the pages the other serves within a
// second, signed out and signed in, and on every page through nginx; an image uploaded through one
// is served by the other; and a server stopped (SIGTERM) under load answers every request it
// accepted while nginx sends the rest to the other.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";
import sharp from "sharp";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { startNginx } from "../../scripts/lib/nginx.mjs";
import { startS3Server } from "../helpers/s3-server";
import { freePort, startOwnPostgres } from "./own-postgres";
import { ownServerEnv, prepareDatabase, startOwnServer } from "./own-server";
import { demoAccount } from "./support";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const CHANNEL = "localhub_invalidation";

/** Collects the invalidation messages the servers send each other, from the store that carries them. */
async function overhear(kind: "redis" | "postgresql", databaseUrl: string) {
  const heard: { origin: string; tags: string[] | null }[] = [];
  const note = (payload: string) => heard.push(JSON.parse(payload));
  if (kind === "redis") {
    const redis = new Redis(REDIS_URL);
    redis.on("message", (_channel, payload) => note(payload));
    await redis.subscribe(CHANNEL);
    return { heard, close: async () => redis.disconnect() };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  client.on("notification", (message) => note(message.payload ?? ""));
  await client.query(`LISTEN ${CHANNEL}`);
  return { heard, close: () => client.end() };
}

const variants = [
  { name: "Redis", kind: "redis", env: { REDIS_URL } },
  { name: "PostgreSQL notifications", kind: "postgresql", env: { REDIS_URL: "" } },
] as const;

for (const variant of variants) {
  test.describe(`two servers behind nginx, invalidations through ${variant.name}`, () => {
    let database: Awaited<ReturnType<typeof startOwnPostgres>>;
    let servers: { server: ChildProcess; baseURL: string }[] = [];
    let proxy: Awaited<ReturnType<typeof startNginx>>;
    let visitor: APIRequestContext;
    let admin: APIRequestContext;
    let messages: Awaited<ReturnType<typeof overhear>>;
    let s3: Awaited<ReturnType<typeof startS3Server>>;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      database = await startOwnPostgres();
      s3 = await startS3Server();
      const env = ownServerEnv(database.url, {
        STORAGE_URL: s3.storageUrl(),
        NEXTAUTH_SECRET: "multi-server-secret-used-only-by-this-test",
        TRUSTED_PROXY_HOPS: "1",
        SEED_BUSINESSES: "24",
        ...variant.env,
      });
      prepareDatabase(env, { seed: true });
      const proxyPort = await freePort();
      const publicURL = `http://localhost:${proxyPort}`;
      servers = await Promise.all([startOwnServer(env, { publicURL }), startOwnServer(env, { publicURL })]);
      proxy = await startNginx(
        proxyPort,
        servers.map(({ baseURL }) => baseURL.replace("localhost", "127.0.0.1").replace("http://", "")),
      );
      messages = await overhear(variant.kind, database.url);
      visitor = await request.newContext();
      admin = await request.newContext({ baseURL: proxy.baseURL });
      const { csrfToken } = (await (await admin.get("/api/auth/csrf")).json()) as { csrfToken: string };
      const account = demoAccount("admin");
      const signIn = await admin.post("/api/auth/callback/credentials", {
        form: { csrfToken, identifier: account.email, password: account.password, json: "true" },
      });
      expect(signIn.ok()).toBe(true);
    });

    test.afterAll(async () => {
      await visitor?.dispose();
      await admin?.dispose();
      await messages?.close();
      await proxy?.stop();
      for (const { server } of servers) server.kill("SIGTERM");
      await database?.remove();
      await s3?.close();
    });

    /** The home page's title as `who` gets it from `baseURL`, and whether the page cache answered. */
    async function home(who: APIRequestContext, baseURL: string) {
      const response = await who.get(`${baseURL}/`, { headers: { accept: "text/html" } });
      expect(response.status()).toBe(200);
      const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
      return { title, cache: response.headers()["x-localhub-page-cache"] };
    }

    /** Asks until the page shows `title`; fails when a request made a second after the change still did not. */
    async function shownWithinASecond(read: () => Promise<string | undefined>, title: string) {
      const changedAt = Date.now();
      for (;;) {
        const askedAfter = Date.now() - changedAt;
        const shown = await read();
        if (shown === title) return;
        expect(askedAfter, `still "${shown}" ${askedAfter} ms after the change`).toBeLessThan(1_000);
      }
    }

    test("each server is ready with its invalidation channel connected, and nginx passes requests on", async () => {
      for (const { baseURL } of servers) {
        const ready = await visitor.get(`${baseURL}/readyz`);
        expect(ready.status()).toBe(200);
        expect(await ready.json()).toEqual({
          ready: true,
          failed: [],
          checks: { database: "ok", migrations: "ok", invalidation: "ok" },
        });
      }
      const health = await visitor.get(`${proxy.baseURL}/healthz`);
      expect(await health.text()).toBe("ok");
      expect((await home(visitor, proxy.baseURL)).title).toBeTruthy();
    });

    test("a title change through one server shows on the other's pages within a second, signed out and signed in", async () => {
      const [a, b] = [servers[0]!, servers[1]!];
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        const before = await home(visitor, to.baseURL);
        expect((await home(visitor, to.baseURL)).cache).toBe("hit");
        expect((await home(admin, to.baseURL)).title).toBe(before.title);

        const title = `Shared Title ${randomUUID().slice(0, 8)}`;
        messages.heard.length = 0;
        const change = await admin.post(`${from.baseURL}/api/trpc/siteSettings.upsert`, {
          data: { json: { key: "site_title", value: title } },
        });
        expect(change.ok(), await change.text()).toBe(true);
        // Until the message arrives the other server answers from its page cache (quickly); then it renders anew.
        await shownWithinASecond(async () => (await home(visitor, to.baseURL)).title, title);
        // The same message dropped its cached settings, which a signed-in page reads.
        expect((await home(admin, to.baseURL)).title).toBe(title);
        // Every page through nginx, whichever server answers it.
        for (let view = 0; view < 4; view++) expect((await home(visitor, proxy.baseURL)).title).toBe(title);
        await expect
          .poll(() => messages.heard.map((message) => message.tags), { timeout: 1_000 })
          .toEqual(expect.arrayContaining([expect.arrayContaining(["site-settings"]), ["pages"]]));
      }
    });

    test("an image uploaded through one server is served by the other and through nginx", async () => {
      const [a, b] = [servers[0]!, servers[1]!];
      const logo = await sharp({ create: { width: 96, height: 96, channels: 3, background: "#16a34a" } })
        .png()
        .toBuffer();
      const uploaded = await admin.post(`${a.baseURL}/api/uploads`, {
        multipart: { purpose: "logo", file: { name: "logo.png", mimeType: "image/png", buffer: logo } },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      const { url } = (await uploaded.json()) as { url: string };
      expect(url).toMatch(/^\/media\/[a-f0-9]{64}\.webp$/);
      expect(await s3.has(url.slice("/media/".length))).toBe(true);
      const fromA = await visitor.get(`${a.baseURL}${url}`);
      expect(fromA.status()).toBe(200);
      for (const baseURL of [b.baseURL, proxy.baseURL]) {
        const served = await visitor.get(`${baseURL}${url}`);
        expect(served.status()).toBe(200);
        expect(served.headers()["content-type"]).toBe("image/webp");
        expect(await served.body()).toEqual(await fromA.body());
      }
    });

    test("stopping one server mid-load loses no request: nginx sends the rest to the other", async () => {
      const stopping = servers[0]!.server;
      const exited = new Promise<number | null>((resolve) => stopping.once("exit", resolve));
      const failures: string[] = [];
      let answered = 0;
      let running = true;
      const paths = ["/", "/directory", "/directory?sort=newest", "/about", "/api/auth/session"];
      const load = Array.from({ length: 6 }, async (_, worker) => {
        for (let n = worker; running; n++) {
          const path = paths[n % paths.length]!;
          const response = await visitor.get(`${proxy.baseURL}${path}`).catch((error: Error) => error);
          if (response instanceof Error || response.status() !== 200)
            failures.push(`${path}: ${response instanceof Error ? response.message : response.status()}`);
          answered++;
        }
      });
      await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThan(30);
      stopping.kill("SIGTERM");
      // 0: every request it had accepted was answered before it exited.
      expect(await exited).toBe(0);
      const whenStopped = answered;
      await expect.poll(() => answered, { timeout: 30_000 }).toBeGreaterThan(whenStopped + 30);
      running = false;
      await Promise.all(load);
      expect(failures).toEqual([]);
    });
  });
}
