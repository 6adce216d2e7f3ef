// How much an account and an address may upload, and how stored images go away: the per-account
// storage quota, the per-address upload limit across fresh accounts, the sweep of images nothing
// uses a day after upload, and a deleted account's images. Through real HTTP: POST /api/uploads,
// GET /media/{file} and tRPC.
import { randomBytes } from "node:crypto";
import { mkdir, rm, truncate, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { processImage, recordUpload, storageDir, uploadsOf } from "@/platform/storage";
import { sweepOrphanImages } from "@/features/images/cleanup";
import { ORPHAN_IMAGE_AGE_MS, UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_MESSAGE } from "@/lib/images";
import { TOO_MANY_UPLOADS_MESSAGE, UPLOADS_PER_ADDRESS } from "@/server/api/uploads";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { createUser, sessionCookie } from "../helpers/factories";
import { apiClient, apiServerForThisFile } from "../helpers/http";
import { uniqueIp } from "../helpers/waitlist";
import type { Role } from "@/lib/roles";

const server = apiServerForThisFile();
const HOUR = 60 * 60 * 1000;

/** A small PNG of random pixels: no other test uploads the same bytes, so its stored file is this test's own. */
function uniquePng(size = 16) {
  return sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

async function signedIn(roles: Role[] = ["business_owner"]) {
  const user = await createUser({ roles });
  return { user, cookie: await sessionCookie(user, roles) };
}

type UploadAnswer = { status: number; url?: string; error?: string; field?: string };

async function upload(cookie: string, file: Uint8Array, address = uniqueIp()): Promise<UploadAnswer> {
  const form = new FormData();
  form.set("purpose", "logo");
  form.set("file", new Blob([file as BlobPart], { type: "image/png" }), "picture.png");
  const response = await fetch(`${server.url()}/api/uploads`, {
    method: "POST",
    body: form,
    headers: { cookie, "x-forwarded-for": address },
  });
  return { status: response.status, ...((await response.json()) as Omit<UploadAnswer, "status">) };
}

async function uploaded(cookie: string, file: Uint8Array): Promise<string> {
  const answer = await upload(cookie, file);
  expect(answer).toMatchObject({ status: 201 });
  return answer.url!;
}

async function mediaStatus(url: string) {
  const response = await fetch(`${server.url()}${url}`);
  await response.arrayBuffer();
  return response.status;
}

async function readBack(url: string) {
  const response = await fetch(`${server.url()}${url}`);
  return Buffer.from(await response.arrayBuffer());
}

async function storedSize(url: string) {
  return (await readBack(url)).byteLength;
}

const hashOf = (url: string) => url.slice("/media/".length, -".webp".length);
const fileOf = (url: string) => path.join(storageDir(), `${hashOf(url)}.webp`);

/** Makes a stored image look uploaded `ago` milliseconds before now (its file's time is its latest upload). */
async function uploadedAgo(url: string, ago: number) {
  const at = new Date(Date.now() - ago);
  await utimes(fileOf(url), at, at);
}

const scratch: string[] = [];
afterAll(async () => {
  await Promise.all(scratch.map((file) => rm(file, { force: true })));
});

describe("per-account storage quota", () => {
  it("refuses an upload that would take the account past its quota with a message, and stores nothing", async () => {
    const { user, cookie } = await signedIn();
    // Earlier uploads of this account, stored: a (sparse) file that fills all but 200 kB of the quota.
    const earlier = randomBytes(32).toString("hex");
    const earlierFile = path.join(storageDir(), `${earlier}.webp`);
    scratch.push(earlierFile);
    await mkdir(storageDir(), { recursive: true });
    await writeFile(earlierFile, "");
    await truncate(earlierFile, UPLOAD_QUOTA_BYTES - 200_000);
    await recordUpload(user.id, earlier);

    const first = await uniquePng();
    const firstUrl = await uploaded(cookie, first);

    // Now all but 100 bytes are used: a new picture does not fit.
    await truncate(earlierFile, UPLOAD_QUOTA_BYTES - 100 - (await storedSize(firstUrl)));
    const second = await uniquePng();
    expect(await upload(cookie, second)).toEqual({ status: 413, error: UPLOAD_QUOTA_MESSAGE, field: "file" });
    expect(UPLOAD_QUOTA_MESSAGE).toContain("50 MB");
    expect(await mediaStatus((await processImage(second, "logo")).url)).toBe(404);

    // The same picture again costs nothing more.
    expect(await upload(cookie, first)).toMatchObject({ status: 201, url: firstUrl });

    // A full account is refused before its file is even looked at.
    await truncate(earlierFile, UPLOAD_QUOTA_BYTES);
    expect(await upload(cookie, Buffer.from("not an image"))).toEqual({
      status: 413,
      error: UPLOAD_QUOTA_MESSAGE,
      field: "file",
    });

    // Another account is not affected.
    const other = await signedIn();
    expect(await upload(other.cookie, second)).toMatchObject({ status: 201 });
  });
});

describe("per-address upload limit", () => {
  it(`admits ${UPLOADS_PER_ADDRESS} uploads from one address across fresh accounts, then refuses the next account there but not elsewhere`, async () => {
    const address = uniqueIp();
    const png = await uniquePng(8);
    const perAccount = 12;
    for (let account = 0; account < UPLOADS_PER_ADDRESS / perAccount; account += 1) {
      const { cookie } = await signedIn(["customer"]);
      for (let index = 0; index < perAccount; index += 1) expect((await upload(cookie, png, address)).status).toBe(201);
    }
    const { cookie } = await signedIn(["customer"]);
    expect(await upload(cookie, png, address)).toEqual({ status: 429, error: TOO_MANY_UPLOADS_MESSAGE });
    expect((await upload(cookie, png, uniqueIp())).status).toBe(201);
  });
});

describe("orphan sweep", () => {
  it("removes an image nothing references a day after upload, and keeps referenced images and fresh orphans", async () => {
    const { user, cookie } = await signedIn();
    const logo = await uploaded(cookie, await uniquePng());
    const cover = await uploaded(cookie, await uniquePng());
    const organizationLogo = await uploaded(cookie, await uniquePng());
    const orphan = await uploaded(cookie, await uniquePng());
    const freshOrphan = await uploaded(cookie, await uniquePng());
    const business = await createBusiness({ name: `Sweep ${uniqueWord()}` });
    await db.businessProfile.update({
      where: { id: business.id },
      data: { ownerId: user.id, logoUrl: logo, coverImageUrl: cover },
    });
    const word = uniqueWord("org");
    await db.organization.create({ data: { slug: word, name: `Org ${word}`, logoUrl: organizationLogo } });
    // A file from before uploads were recorded, never referenced.
    const legacy = `/media/${randomBytes(32).toString("hex")}.webp`;
    await writeFile(fileOf(legacy), await readBack(orphan));

    for (const url of [logo, cover, organizationLogo, orphan, legacy])
      await uploadedAgo(url, ORPHAN_IMAGE_AGE_MS + HOUR);
    await uploadedAgo(freshOrphan, ORPHAN_IMAGE_AGE_MS - HOUR);

    const { removed } = await sweepOrphanImages(db, { now: new Date() });
    expect(removed).toEqual(expect.arrayContaining([hashOf(orphan), hashOf(legacy)]));
    expect(removed).not.toEqual(expect.arrayContaining([hashOf(freshOrphan)]));
    expect(await mediaStatus(orphan)).toBe(404);
    expect(await mediaStatus(legacy)).toBe(404);
    for (const url of [logo, cover, organizationLogo, freshOrphan]) expect(await mediaStatus(url)).toBe(200);
    expect(await uploadsOf(user.id)).not.toContain(hashOf(orphan));

    // Two hours later the fresh orphan is a day old too; the referenced images still stay.
    const later = await sweepOrphanImages(db, { now: new Date(Date.now() + 2 * HOUR) });
    expect(later.removed).toContain(hashOf(freshOrphan));
    expect(await mediaStatus(freshOrphan)).toBe(404);
    for (const url of [logo, cover, organizationLogo]) expect(await mediaStatus(url)).toBe(200);

    // Once the business drops its logo, the logo goes at the next sweep.
    await db.businessProfile.update({ where: { id: business.id }, data: { logoUrl: null } });
    await sweepOrphanImages(db, { now: new Date() });
    expect(await mediaStatus(logo)).toBe(404);
    expect(await mediaStatus(cover)).toBe(200);
  });
});

describe("account deletion", () => {
  it("removes the account's images nothing uses any more, and keeps those of businesses that stay", async () => {
    const { user, cookie } = await signedIn();
    const ownLogo = await uploaded(cookie, await uniquePng());
    const transferredCover = await uploaded(cookie, await uniquePng());
    const unused = await uploaded(cookie, await uniquePng());
    const shared = await uniquePng();
    const sharedUrl = await uploaded(cookie, shared);
    // Another account uploaded the same picture (its form may not be saved yet).
    const other = await signedIn();
    expect(await uploaded(other.cookie, shared)).toBe(sharedUrl);

    const own = await createBusiness({ name: `Own ${uniqueWord()}` });
    await db.businessProfile.update({ where: { id: own.id }, data: { ownerId: user.id, logoUrl: ownLogo } });
    const transferred = await createBusiness({ name: `Transferred ${uniqueWord()}` });
    await db.businessProfile.update({
      where: { id: transferred.id },
      data: { ownerId: other.user.id, coverImageUrl: transferredCover },
    });

    for (const url of [ownLogo, transferredCover, unused, sharedUrl]) expect(await mediaStatus(url)).toBe(200);
    await apiClient(server.url(), cookie).account.deleteAccount.mutate({ confirmation: user.email! });
    expect(await db.user.count({ where: { id: user.id } })).toBe(0);

    expect(await mediaStatus(unused)).toBe(404);
    expect(await mediaStatus(ownLogo)).toBe(200);
    expect(await mediaStatus(transferredCover)).toBe(200);
    expect(await mediaStatus(sharedUrl)).toBe(200);
    expect(await uploadsOf(user.id)).toEqual([]);
  });
});
