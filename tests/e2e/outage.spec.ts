// A database outage, for real: the production server runs against a PostgreSQL of the test's own,
// which the test stops and starts again. While it is down every page is the branded error page
// with status 503 and the API answers 503 with a clear message; once it is back the same server
// process answers normally within seconds, and no join accepted before the outage is lost.
import type { ChildProcess } from "node:child_process";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { startOwnPostgres } from "./own-postgres";
import { ownServerEnv, prepareDatabase, startOwnServer } from "./own-server";
import { signInThroughForm, uniqueEmail } from "./support";

const UNAVAILABLE = "LocalHub is temporarily unavailable. Please try again in a moment.";

let database: Awaited<ReturnType<typeof startOwnPostgres>>;
let server: ChildProcess;
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await startOwnPostgres();
  const env = ownServerEnv(database.url, {
    NEXTAUTH_SECRET: "outage-secret-used-only-by-this-test",
    TRUSTED_PROXY_HOPS: "1",
  });
  prepareDatabase(env);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query(
    `INSERT INTO "BusinessCategory" ("id","name","slug","level","hasChildren") VALUES ('cat_bakeries-outage','Bakeries','bakeries-outage',0,true)`,
  );
  await client.query(
    `INSERT INTO "BusinessCategory" ("id","name","slug","level","parentId") VALUES ('cat_bread-outage','Bread','bread-outage',1,'cat_bakeries-outage')`,
  );
  await client.end();

  ({ server, baseURL } = await startOwnServer(env));
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await database?.remove();
});

function join(request: APIRequestContext, email: string) {
  const input = {
    businessName: "Outage Bakery",
    ownerName: "Olive Outage",
    email,
    parentCategoryId: "cat_bakeries-outage",
    categoryId: "cat_bread-outage",
    location: "Austin, TX",
  };
  return request.post(`${baseURL}/api/trpc/waitlist.join`, {
    data: { json: input },
    headers: { "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
}

async function entryEmails(): Promise<string[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<{ email: string }>(`SELECT "email" FROM "WaitlistEntry" ORDER BY "email"`)).rows.map(
      (row) => row.email,
    );
  } finally {
    await client.end();
  }
}

test("pages answer the branded 503 page and the API a clear 503 while the database is down, and recover without a restart", async ({
  page,
  request,
}) => {
  test.slow();
  const before = uniqueEmail("before-outage");
  expect((await join(request, before)).status()).toBe(200);
  expect((await request.get(`${baseURL}/`)).status()).toBe(200);

  database.stop();

  // The home page read just now is in the server's cache: it still renders in full.
  expect((await page.goto(`${baseURL}/`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Discover trusted local businesses" })).toBeVisible();

  // Pages whose data cannot be read show the branded error page (the directory its own, from the
  // spec); the footer pages render from the built-in defaults. Each says 503, and no driver text
  // reaches the page.
  const shown = {
    "/business/not-read-before": page.getByRole("heading", { name: "We can't show this page right now" }),
    "/directory": page.getByRole("alert").filter({ hasText: "Error loading businesses. Please try again." }),
    "/about": page.getByRole("heading", { level: 1 }),
  };
  for (const [path, expected] of Object.entries(shown)) {
    const response = await page.goto(`${baseURL}${path}`);
    expect(response?.status(), path).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("5");
    await expect(expected).toBeVisible();
    await expect(page.getByRole("link", { name: "LocalHub home" })).toBeVisible();
    expect(await page.content()).not.toMatch(/Can't reach database|ECONNREFUSED|127\.0\.0\.1:\d+/);
  }
  const refused = await join(request, uniqueEmail("during-outage"));
  expect(refused.status()).toBe(503);
  expect((await refused.json()).error.json).toMatchObject({
    message: UNAVAILABLE,
    data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 },
  });

  // Signing in says so too, in the product's words.
  await page.goto(`${baseURL}/auth`);
  await signInThroughForm(page, "someone@example.com", "Sturdy-pass-77");
  await expect(page.getByRole("form", { name: "Sign in" }).getByText(UNAVAILABLE)).toBeVisible();

  database.start();
  const started = Date.now();
  await expect
    .poll(async () => (await request.get(`${baseURL}/directory`)).status(), { timeout: 10_000, intervals: [250] })
    .toBe(200);
  expect(Date.now() - started).toBeLessThan(10_000);
  await page.goto(`${baseURL}/directory`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(shown["/directory"]).toHaveCount(0);

  const after = uniqueEmail("after-outage");
  expect((await join(request, after)).status()).toBe(200);
  expect(await entryEmails()).toEqual([after, before].sort());
});
