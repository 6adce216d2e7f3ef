// A change made through the app shows on the next page view, on both databases: the production
// server (scripts/server.mjs, with its page cache and the process cache of reference
// data) runs against a fresh SQLite file and a PostgreSQL of the test's own, a signed-out visitor's
// page (a filtered directory address too) is answered from the cache, an admin changes the site
// settings, a category and a business through the real procedures over HTTP, and the visitor's
// next view of each page shows the change.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { startOwnPostgres } from "./own-postgres";
import { ownServerEnv, prepareDatabase, startOwnServer } from "./own-server";
import { demoAccount } from "./support";

type Database = { url: string; remove: () => Promise<void> };

async function sqliteDatabase(): Promise<Database> {
  mkdirSync("tmp", { recursive: true });
  const file = `tmp/invalidation-${randomUUID().slice(0, 8)}.db`;
  return {
    url: `file:./${file}`,
    remove: async () => {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    },
  };
}

const databases: Record<string, () => Promise<Database>> = { SQLite: sqliteDatabase, PostgreSQL: startOwnPostgres };

for (const [name, create] of Object.entries(databases)) {
  test.describe(`page invalidation on ${name}`, () => {
    let database: Database;
    let server: ChildProcess;
    let visitor: APIRequestContext;
    let admin: APIRequestContext;

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      database = await create();
      const env = ownServerEnv(database.url, {
        STORAGE_DIR: "tmp/invalidation-uploads",
        NEXTAUTH_SECRET: "invalidation-secret-used-only-by-this-test",
        TRUSTED_PROXY_HOPS: "0",
        SEED_BUSINESSES: "24",
      });
      prepareDatabase(env, { seed: true });
      const started = await startOwnServer(env);
      server = started.server;
      const baseURL = started.baseURL;
      visitor = await request.newContext({ baseURL });
      admin = await request.newContext({ baseURL });
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
      server?.kill("SIGTERM");
      await database?.remove();
    });

    async function call<T>(procedure: string, input: unknown, method: "query" | "mutation" = "mutation"): Promise<T> {
      const response =
        method === "query"
          ? await admin.get(`/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)
          : await admin.post(`/api/trpc/${procedure}`, { data: { json: input } });
      const body = (await response.json()) as { result?: { data: { json: T } }; error?: { json: { message: string } } };
      expect(body.result, `${procedure}: ${body.error?.json.message ?? response.status()}`).toBeDefined();
      return body.result!.data.json;
    }

    /** The page as a signed-out visitor gets it, and whether it came from the page cache. */
    async function view(path: string) {
      const response = await visitor.get(path, { headers: { accept: "text/html" } });
      expect(response.status(), path).toBe(200);
      return { html: await response.text(), cache: response.headers()["x-localhub-page-cache"] };
    }

    /** Views `path` until the page cache answers it, showing `before`; after `change` the next view shows `after` instead. */
    async function expectChangeShown(path: string, before: string, change: () => Promise<unknown>, after: string) {
      expect(before).not.toBe("");
      await view(path);
      const cached = await view(path);
      expect(cached.cache).toBe("hit");
      expect(cached.html).toContain(before);
      await change();
      const next = await view(path);
      expect(next.html).toContain(after);
      expect(next.html).not.toContain(before);
    }

    test("a settings change, a category change and a business change show on the next page view", async () => {
      const title = `Fresh Title ${randomUUID().slice(0, 8)}`;
      const oldTitle = /<title>([^<]*)<\/title>/.exec((await view("/")).html)?.[1] ?? "";
      await expectChangeShown(
        "/",
        `<title>${oldTitle}</title>`,
        () => call("siteSettings.upsert", { key: "site_title", value: title }),
        `<title>${title}</title>`,
      );

      const category = `Eateries ${randomUUID().slice(0, 8)}`;
      await expectChangeShown(
        "/directory",
        ">Food &amp; Dining<",
        () => call("catalogue.updateCategory", { id: "cat_food-dining", name: category }),
        `>${category}<`,
      );
      // A filtered address is kept under its own key, and a change empties it too.
      const renamed = `Diners ${randomUUID().slice(0, 8)}`;
      await expectChangeShown(
        "/directory?sort=newest&rating=3-star",
        `>${category}<`,
        () => call("catalogue.updateCategory", { id: "cat_food-dining", name: renamed }),
        `>${renamed}<`,
      );

      const business = await call<{ id: string; slug: string; citySlug: string; basics: Record<string, unknown> }>(
        "businesses.forEdit",
        { id: "biz_000001" },
        "query",
      );
      const describe = (description: string) =>
        call("businesses.updateBasics", { id: business.id, data: { ...business.basics, description } });
      const [first, second] = ["Described first", "Described again"].map(
        (text) => `${text} ${randomUUID().slice(0, 8)}`,
      );
      await describe(first!);
      await expectChangeShown(
        `/business/${business.citySlug}/${business.slug}`,
        first!,
        () => describe(second!),
        second!,
      );
    });
  });
}
