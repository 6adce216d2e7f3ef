// Images in an S3-compatible bucket, in the browser: a production server of the test's own with
// STORAGE_URL pointing at a local s3rver; an owner uploads a logo in the editor, it lands in the
// bucket (not on the server's disk), and the public profile shows it, served from /media by the bucket.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { startS3Server } from "../helpers/s3-server";
import { ownServerEnv, prepareDatabase, startOwnServer } from "./own-server";
import { demoAccount } from "./support";

const file = `tmp/object-storage-${randomUUID().slice(0, 8)}.db`;
const uploads = `tmp/object-storage-uploads-${randomUUID().slice(0, 8)}`;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let server: ChildProcess;
let baseURL: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  mkdirSync("tmp", { recursive: true });
  s3 = await startS3Server();
  const env = ownServerEnv(`file:./${file}`, {
    STORAGE_URL: s3.storageUrl(),
    STORAGE_DIR: uploads,
    NEXTAUTH_SECRET: "object-storage-secret-used-only-by-this-test",
    TRUSTED_PROXY_HOPS: "0",
    SEED_BUSINESSES: "24",
  });
  prepareDatabase(env, { seed: true });
  ({ server, baseURL } = await startOwnServer(env));
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await s3?.close();
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  rmSync(uploads, { recursive: true, force: true });
});

/** The demo owner's first business: where its editor and its profile are. */
function ownersBusiness(email: string) {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT b.id, b.slug, b.citySlug FROM "BusinessProfile" b JOIN "User" u ON u.id = b.ownerId
         WHERE u.email = ? AND b.citySlug IS NOT NULL ORDER BY b.id LIMIT 1`,
      )
      .get(email) as { id: string; slug: string; citySlug: string };
  } finally {
    db.close();
  }
}

test("an owner's logo goes to the bucket and the profile shows it from /media", async ({ page }) => {
  // A whole journey on a server of its own: sign-in, the editor, an upload and the profile.
  test.setTimeout(90_000);
  const account = demoAccount("business_owner");
  const { csrfToken } = (await (await page.request.get(`${baseURL}/api/auth/csrf`)).json()) as { csrfToken: string };
  const signIn = await page.request.post(`${baseURL}/api/auth/callback/credentials`, {
    form: { csrfToken, identifier: account.email, password: account.password, json: "true" },
  });
  expect(signIn.ok()).toBe(true);
  const business = ownersBusiness(account.email);

  await page.goto(`${baseURL}/dashboard/business/${business.id}`);
  const logo = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#0ea5e9" } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: /^(Choose image for|Replace) logo$/ }).click();
  await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  const current = page.getByRole("img", { name: "Current logo" });
  await expect(current).toHaveAttribute("src", /^\/media\/[a-f0-9]{64}\.webp$/);
  const url = (await current.getAttribute("src"))!;
  const name = url.slice("/media/".length);
  const saved = page.waitForResponse((response) => response.url().includes("businesses.updatePhotos"));
  await page.getByRole("button", { name: "Save profile images" }).click();
  expect((await saved).ok()).toBe(true);

  expect(await s3.has(name)).toBe(true);
  expect(existsSync(path.join(uploads, name))).toBe(false);

  await page.goto(`${baseURL}/business/${business.citySlug}/${business.slug}`);
  const shown = page.locator(`img[src="${url}"]`).first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(240);
  const media = await page.request.get(`${baseURL}${url}`);
  expect(media.status()).toBe(200);
  expect(media.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await media.body()).equals((await s3.object(name))!.bytes)).toBe(true);
});
