// Gallery photos and the image sweep: a photo's image stays while the gallery shows it, however old
// its upload, and goes at the first sweep once the photo is removed and a day has passed since
// the upload (as for any image nothing uses).
import { randomBytes } from "node:crypto";
import { stat, utimes } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { processImage, recordUpload, storageDir, writeImage } from "@/platform/storage";
import { sweepOrphanImages } from "@/features/images/cleanup";
import { ORPHAN_IMAGE_AGE_MS } from "@/lib/images";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { apiServerForThisFile } from "../helpers/http";

const server = apiServerForThisFile();
const DAY = ORPHAN_IMAGE_AGE_MS;
const HOUR = 60 * 60 * 1000;

/** A picture only this test stores, uploaded by `userId` `ago` milliseconds before now. */
async function photoUploadedBy(userId: string, ago = 0) {
  const pixels = randomBytes(12 * 12 * 3);
  const png = await sharp(pixels, { raw: { width: 12, height: 12, channels: 3 } })
    .png()
    .toBuffer();
  const stored = await writeImage(await processImage(png, "cover"));
  await recordUpload(userId, stored.hash);
  const at = new Date(Date.now() - ago);
  await utimes(path.join(storageDir(), `${stored.hash}.webp`), at, at);
  return stored;
}

const isStored = (hash: string) =>
  stat(path.join(storageDir(), `${hash}.webp`)).then(
    () => true,
    () => false,
  );

describe("gallery images and the sweep", () => {
  it("keeps a photo's image while it is shown and removes it a day after upload once the photo is gone", async () => {
    const { user, api } = await server.clientAs(["business_owner"], { verified: true });
    const business = await createBusiness({ name: `Sweep gallery ${uniqueWord()}` });
    await db.businessProfile.update({ where: { id: business.id }, data: { ownerId: user.id } });
    const businessId = business.id;
    const old = [await photoUploadedBy(user.id, 3 * DAY), await photoUploadedBy(user.id, 3 * DAY)];
    for (const [index, image] of old.entries())
      await api.gallery.add.mutate({ businessId, url: image.url, altText: `Old photo ${index + 1}` });

    const first = await sweepOrphanImages(db, { now: new Date() });
    expect(first.removed).not.toEqual(expect.arrayContaining([old[0]!.hash]));
    expect(first.removed).not.toEqual(expect.arrayContaining([old[1]!.hash]));
    expect(await isStored(old[0]!.hash)).toBe(true);
    expect(await isStored(old[1]!.hash)).toBe(true);

    // The first photo leaves the gallery: its image goes at the next sweep; the other stays.
    const gallery = await api.gallery.forEdit.query({ businessId });
    await api.gallery.remove.mutate({ businessId, photoId: gallery.photos[0]!.id });
    expect((await sweepOrphanImages(db, { now: new Date() })).removed).toContain(old[0]!.hash);
    expect(await isStored(old[0]!.hash)).toBe(false);
    expect(await isStored(old[1]!.hash)).toBe(true);

    // A photo uploaded 23 hours ago, added and removed, keeps its image until a day after its upload.
    const fresh = await photoUploadedBy(user.id, DAY - HOUR);
    const added = await api.gallery.add.mutate({ businessId, url: fresh.url, altText: "A fresh photo" });
    await api.gallery.remove.mutate({ businessId, photoId: added.photos.at(-1)!.id });
    await sweepOrphanImages(db, { now: new Date() });
    expect(await isStored(fresh.hash)).toBe(true);
    const later = await sweepOrphanImages(db, { now: new Date(Date.now() + 2 * HOUR) });
    expect(later.removed).toContain(fresh.hash);
    expect(await isStored(fresh.hash)).toBe(false);
    expect(await isStored(old[1]!.hash)).toBe(true);
  });
});
