// Images in an S3-compatible bucket: a local s3rver started by this file, reached through the real
// AWS SDK client with STORAGE_URL, exactly as a deployment would. Uploads go through POST
// /api/uploads over HTTP; /media serves them from the bucket (in this process and in another app
// process on the same bucket), or redirects to STORAGE_PUBLIC_URL; unused images and a deleted
// account's images leave the bucket; `npm run storage:copy` copies a folder into a bucket once.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiProcess, type ApiProcess } from "../helpers/api-process";
import { startS3Server } from "../helpers/s3-server";

// The bucket is chosen before any app module reads the environment.
const s3 = await startS3Server();
const PREFIX = "site";
process.env.STORAGE_URL = s3.storageUrl(PREFIX);
const { db } = await import("@/platform/db");
const storage = await import("@/platform/storage");
const { sweepOrphanImages } = await import("@/features/images/cleanup");
const { ORPHAN_IMAGE_AGE_MS } = await import("@/lib/images");
const { createBusiness, uniqueWord } = await import("../helpers/business-factories");
const { createUser, sessionCookie } = await import("../helpers/factories");
const { apiClient, apiServerForThisFile } = await import("../helpers/http");
const { uniqueIp } = await import("../helpers/waitlist");

const server = apiServerForThisFile();
const HOUR = 60 * 60 * 1000;
const PUBLIC_URL = "https://media.example.test/assets";
/** A process that loads the app takes seconds, many on a busy machine. */
const PROCESS_START_MS = 120_000;

let other: ApiProcess;
let public_: ApiProcess;
beforeAll(async () => {
  [other, public_] = await Promise.all([
    startApiProcess(process.env),
    startApiProcess({ ...process.env, STORAGE_PUBLIC_URL: PUBLIC_URL }),
  ]);
}, PROCESS_START_MS);
afterAll(async () => {
  await Promise.all([other?.stop(), public_?.stop()]);
  delete process.env.STORAGE_URL;
  await s3.close();
});

/** A small PNG of random pixels: its stored image is this test's own. */
function uniquePng(size = 16) {
  return sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

async function signedIn() {
  const user = await createUser({ roles: ["business_owner"] });
  return { user, cookie: await sessionCookie(user, ["business_owner"]) };
}

async function uploaded(cookie: string, file: Uint8Array): Promise<string> {
  const form = new FormData();
  form.set("purpose", "logo");
  form.set("file", new Blob([file as BlobPart], { type: "image/png" }), "picture.png");
  const response = await fetch(`${server.url()}/api/uploads`, {
    method: "POST",
    body: form,
    headers: { cookie, "x-forwarded-for": uniqueIp() },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

const hashOf = (url: string) => url.slice("/media/".length, -".webp".length);

async function media(base: string, url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${url}`, { headers, redirect: "manual" });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("uploads in the bucket", () => {
  it("stores an upload in the bucket, not on disk, and serves it from any app process with immutable caching", async () => {
    const { user, cookie } = await signedIn();
    const url = await uploaded(cookie, await uniquePng());
    const hash = hashOf(url);

    const object = await s3.object(`${PREFIX}/${hash}.webp`);
    expect(object).not.toBeNull();
    expect(await s3.has(`${PREFIX}/.uploads/by-account/${user.id}/${hash}`)).toBe(true);
    expect(await s3.has(`${PREFIX}/.uploads/by-image/${hash}/${user.id}`)).toBe(true);
    await expect(readFile(path.join(storage.storageDir(), `${hash}.webp`))).rejects.toThrow();

    for (const base of [server.url(), other.url]) {
      const { response, bytes } = await media(base, url);
      expect(response.status).toBe(200);
      expect(bytes.equals(object!.bytes)).toBe(true);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 16 });
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("etag")).toBe(`"${hash}"`);
      const again = await media(base, url, { "if-none-match": `"${hash}"` });
      expect(again.response.status).toBe(304);
      expect(again.bytes.byteLength).toBe(0);
    }
    expect((await storage.storedUploadsOf(user.id)).bytes).toBe(object!.bytes.byteLength);
  });

  it("answers 404 for a key the bucket does not have and for names that are not images", async () => {
    const missing = `/media/${randomBytes(32).toString("hex")}.webp`;
    for (const base of [server.url(), other.url]) {
      expect((await media(base, missing)).response.status).toBe(404);
      expect((await media(base, missing, { "if-none-match": `"${hashOf(missing)}"` })).response.status).toBe(404);
      expect((await media(base, "/media/.uploads")).response.status).toBe(404);
    }
  });

  it("redirects /media to the bucket's public address when STORAGE_PUBLIC_URL is set", async () => {
    const { cookie } = await signedIn();
    const url = await uploaded(cookie, await uniquePng());
    const { response } = await media(public_.url, url);
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(`${PUBLIC_URL}/${PREFIX}/${hashOf(url)}.webp`);
    expect((await media(public_.url, "/media/not-an-image.webp")).response.status).toBe(404);
  });
});

describe("removing images from the bucket", () => {
  it("sweeps an image nothing references a day after upload, with its records, and keeps a referenced one", async () => {
    const { user, cookie } = await signedIn();
    const logo = await uploaded(cookie, await uniquePng());
    const orphan = await uploaded(cookie, await uniquePng());
    const business = await createBusiness({ name: `Bucket ${uniqueWord()}` });
    await db.businessProfile.update({ where: { id: business.id }, data: { ownerId: user.id, logoUrl: logo } });

    // Just uploaded: nothing goes yet.
    expect((await sweepOrphanImages(db, { now: new Date() })).removed).not.toContain(hashOf(orphan));
    expect((await media(server.url(), orphan)).response.status).toBe(200);

    const { removed } = await sweepOrphanImages(db, { now: new Date(Date.now() + ORPHAN_IMAGE_AGE_MS + HOUR) });
    expect(removed).toContain(hashOf(orphan));
    expect(removed).not.toContain(hashOf(logo));
    expect((await media(server.url(), orphan)).response.status).toBe(404);
    expect((await media(other.url, orphan)).response.status).toBe(404);
    expect((await media(server.url(), logo)).response.status).toBe(200);
    expect(await storage.uploadsOf(user.id)).toEqual([hashOf(logo)]);
    expect(await storage.uploadersOf(hashOf(orphan))).toEqual([]);
  });

  it("keeps an image whose upload was recorded while the removal ran, and writes back one a removal took from an upload", async () => {
    const { user } = await signedIn();
    const image = await storage.processImage(await uniquePng(), "logo");
    const store = await storage.imageStore();
    // Stored two days ago, but an upload of the same bytes is recorded now: the removal puts it back.
    await store.putImage(image.hash, image.data, new Date(Date.now() - 2 * ORPHAN_IMAGE_AGE_MS));
    await storage.recordUpload(user.id, image.hash);
    expect(await storage.removeStoredImage(image.hash, new Date(Date.now() - ORPHAN_IMAGE_AGE_MS))).toBe(false);
    expect((await media(server.url(), image.url)).response.status).toBe(200);
    expect(await storage.uploadersOf(image.hash)).toEqual([user.id]);

    // A removal that took the image just after an upload wrote it: the upload writes it again.
    await storage.storeUpload(user.id, image);
    const { removed } = await sweepOrphanImages(db, { now: new Date(Date.now() + ORPHAN_IMAGE_AGE_MS + HOUR) });
    expect(removed).toContain(image.hash);
    await store.confirmImage(image.hash, image.data);
    expect((await media(server.url(), image.url)).bytes.equals(image.data)).toBe(true);
  });

  it("removes a deleted account's unused images from the bucket and keeps the ones a business shows", async () => {
    const { user, cookie } = await signedIn();
    const kept = await uploaded(cookie, await uniquePng());
    const unused = await uploaded(cookie, await uniquePng());
    const business = await createBusiness({ name: `Bucket ${uniqueWord()}` });
    await db.businessProfile.update({ where: { id: business.id }, data: { coverImageUrl: kept } });

    await apiClient(server.url(), cookie).account.deleteAccount.mutate({ confirmation: user.email! });
    expect((await media(server.url(), unused)).response.status).toBe(404);
    expect((await media(server.url(), kept)).response.status).toBe(200);
    expect(await storage.uploadsOf(user.id)).toEqual([]);
    expect(await s3.has(`${PREFIX}/.uploads/by-account/${user.id}/${hashOf(kept)}`)).toBe(false);
  });
});

describe("npm run storage:copy", () => {
  const run = promisify(execFile);

  it(
    "copies a folder's images and upload records into the bucket, keeping upload times, and copies none the second time",
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), "localhub-copy-"));
      try {
        const images = await Promise.all(
          [uniquePng(), uniquePng()].map(async (png) => storage.processImage(await png, "logo")),
        );
        const uploadedAt = new Date(Date.now() - 3 * HOUR);
        for (const image of images) {
          const file = path.join(folder, `${image.hash}.webp`);
          await writeFile(file, image.data);
          await utimes(file, uploadedAt, uploadedAt);
          await mkdir(path.join(folder, ".uploads/by-account/user1"), { recursive: true });
          await mkdir(path.join(folder, `.uploads/by-image/${image.hash}`), { recursive: true });
          await writeFile(path.join(folder, `.uploads/by-account/user1/${image.hash}`), "");
          await writeFile(path.join(folder, `.uploads/by-image/${image.hash}/user1`), "");
        }
        // A half-written file is not an image.
        await writeFile(path.join(folder, `${images[0]!.hash}.webp.123.tmp`), "half");

        const copyTo = "copied";
        const copy = () =>
          run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/storage-copy.ts"], {
            env: { ...process.env, STORAGE_DIR: folder, STORAGE_URL: s3.storageUrl(copyTo) },
          });
        const first = await copy();
        expect(first.stdout).toContain("Copied 2 image(s) and 4 upload record(s)");
        expect(first.stdout).toContain("0 image(s) and 0 record(s) were there already");
        expect(first.stdout).not.toContain("S3RVER");
        for (const image of images) {
          const object = await s3.object(`${copyTo}/${image.hash}.webp`);
          expect(object?.bytes.equals(image.data)).toBe(true);
          expect(object?.metadata["uploaded-at"]).toBe(String(uploadedAt.getTime()));
          expect(await s3.has(`${copyTo}/.uploads/by-image/${image.hash}/user1`)).toBe(true);
          expect(await s3.has(`${copyTo}/.uploads/by-account/user1/${image.hash}`)).toBe(true);
        }
        expect(await s3.has(`${copyTo}/${images[0]!.hash}.webp.123.tmp`)).toBe(false);

        const second = await copy();
        expect(second.stdout).toContain("Copied 0 image(s) and 0 upload record(s)");
        expect(second.stdout).toContain("2 image(s) and 4 record(s) were there already");
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    2 * PROCESS_START_MS,
  );

  it(
    "refuses to run without a bucket to copy into",
    async () => {
      const refused = await run("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/storage-copy.ts"], {
        env: { ...process.env, STORAGE_URL: "" },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toContain("STORAGE_URL names no bucket");
    },
    PROCESS_START_MS,
  );
});
