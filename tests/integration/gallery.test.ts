// The business gallery over real HTTP: owners add uploaded photos with alt text, edit the text,
// remove, reorder and choose the cover; at most 20 photos even when adds race; only images the
// caller uploaded (or the business shows already); other owners' businesses are not found; an
// admin's changes are audited; the profile and its LocalBusiness data list the photos in order.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { recordUpload } from "@/platform/storage";
import { businessJsonLd } from "@/features/businesses/profile/json-ld";
import { GALLERY_MESSAGES, MAX_GALLERY_PHOTOS } from "@/features/businesses/gallery/types";
import { auditEntriesFor } from "../helpers/audit";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";

const server = apiServerForThisFile();

/** A stored image URL the user is recorded as having uploaded (no file needed: the gallery checks the record). */
async function uploadedBy(userId: string) {
  const hash = randomBytes(32).toString("hex");
  await recordUpload(userId, hash);
  return `/media/${hash}.webp`;
}

async function ownerWithBusiness(options: { verified?: boolean } = {}) {
  const { user, api } = await server.clientAs(["business_owner"], { verified: options.verified ?? true });
  const business = await createBusiness({ name: `Gallery ${uniqueWord()}` });
  await db.businessProfile.update({ where: { id: business.id }, data: { ownerId: user.id } });
  return { user, api, business, businessId: business.id };
}

async function addPhotos(api: ApiClient, userId: string, businessId: string, count: number) {
  let gallery;
  for (let index = 1; index <= count; index += 1)
    gallery = await api.gallery.add.mutate({
      businessId,
      url: await uploadedBy(userId),
      altText: `Photo number ${index}`,
    });
  return gallery!;
}

const codeOf = async (call: Promise<unknown>) => {
  const result = await outcome(call);
  return result === "ok" ? "ok" : result.code;
};

describe("gallery", () => {
  it("adds photos in order, edits alt text, reorders, sets the cover and removes", async () => {
    const { user, api, businessId } = await ownerWithBusiness();
    const urls = [await uploadedBy(user.id), await uploadedBy(user.id), await uploadedBy(user.id)];
    await api.gallery.add.mutate({ businessId, url: urls[0]!, altText: "  The shop front at dusk  " });
    await api.gallery.add.mutate({ businessId, url: urls[1]!, altText: "Two baristas at the counter" });
    let gallery = await api.gallery.add.mutate({ businessId, url: urls[2]!, altText: "A flat white with leaf art" });
    expect(gallery.photos.map((photo) => [photo.url, photo.altText])).toEqual([
      [urls[0], "The shop front at dusk"],
      [urls[1], "Two baristas at the counter"],
      [urls[2], "A flat white with leaf art"],
    ]);
    const [a, b, c] = gallery.photos.map((photo) => photo.id) as [string, string, string];

    gallery = await api.gallery.editAltText.mutate({ businessId, photoId: b, altText: "Two baristas smiling" });
    expect(gallery.photos[1]!.altText).toBe("Two baristas smiling");

    gallery = await api.gallery.reorder.mutate({ businessId, photoIds: [c, a, b] });
    expect(gallery.photos.map((photo) => photo.id)).toEqual([c, a, b]);
    expect((await api.gallery.forEdit.query({ businessId })).photos.map((photo) => photo.id)).toEqual([c, a, b]);

    gallery = await api.gallery.setCover.mutate({ businessId, photoId: a });
    expect(gallery.coverImageUrl).toBe(urls[0]);
    expect((await db.businessProfile.findUniqueOrThrow({ where: { id: businessId } })).coverImageUrl).toBe(urls[0]);

    // Removing the cover's photo keeps the cover; clearing the cover is its own step.
    gallery = await api.gallery.remove.mutate({ businessId, photoId: a });
    expect(gallery.photos.map((photo) => photo.id)).toEqual([c, b]);
    expect(gallery.coverImageUrl).toBe(urls[0]);
    gallery = await api.gallery.setCover.mutate({ businessId, photoId: null });
    expect(gallery.coverImageUrl).toBeNull();

    // A photo added after a removal goes last.
    const added = await api.gallery.add.mutate({ businessId, url: urls[0]!, altText: "The shop front again" });
    expect(added.photos.map((photo) => photo.altText)).toEqual([
      "A flat white with leaf art",
      "Two baristas smiling",
      "The shop front again",
    ]);
  });

  it("requires alt text that describes the photo, and says why on the field", async () => {
    const { user, api, businessId } = await ownerWithBusiness();
    const url = await uploadedBy(user.id);
    for (const [altText, message] of [
      ["", GALLERY_MESSAGES.altRequired],
      ["    ", GALLERY_MESSAGES.altRequired],
      ["IMG_1234.jpg", GALLERY_MESSAGES.altFileName],
      ["DSC01234", GALLERY_MESSAGES.altFileName],
      ["x".repeat(201), GALLERY_MESSAGES.altTooLong],
    ] as const) {
      expect(await outcome(api.gallery.add.mutate({ businessId, url, altText }))).toMatchObject({
        code: "BAD_REQUEST",
        message,
        fieldErrors: { altText: [message] },
      });
    }
    const gallery = await api.gallery.add.mutate({ businessId, url, altText: "x".repeat(200) });
    expect(
      await outcome(api.gallery.editAltText.mutate({ businessId, photoId: gallery.photos[0]!.id, altText: "" })),
    ).toMatchObject({ code: "BAD_REQUEST", fieldErrors: { altText: [GALLERY_MESSAGES.altRequired] } });
  });

  it("adds only images the caller uploaded or the business already shows, each once", async () => {
    const { user, api, businessId } = await ownerWithBusiness();
    const other = await server.clientAs(["business_owner"], { verified: true });
    const theirs = await uploadedBy(other.user.id);
    const nobodys = `/media/${randomBytes(32).toString("hex")}.webp`;
    for (const url of [theirs, nobodys])
      expect(
        await outcome(api.gallery.add.mutate({ businessId, url, altText: "Someone else's picture" })),
      ).toMatchObject({
        code: "BAD_REQUEST",
        message: GALLERY_MESSAGES.notUploaded,
        fieldErrors: { url: [GALLERY_MESSAGES.notUploaded] },
      });
    expect(
      await codeOf(api.gallery.add.mutate({ businessId, url: "https://example.com/a.jpg", altText: "Far away" })),
    ).toBe("BAD_REQUEST");

    // The business's cover (uploaded by whoever set it) may join its gallery.
    await db.businessProfile.update({ where: { id: businessId }, data: { coverImageUrl: nobodys } });
    expect(await codeOf(api.gallery.add.mutate({ businessId, url: nobodys, altText: "Our cover picture" }))).toBe("ok");
    const own = await uploadedBy(user.id);
    await api.gallery.add.mutate({ businessId, url: own, altText: "The garden" });
    expect(await outcome(api.gallery.add.mutate({ businessId, url: own, altText: "The garden again" }))).toMatchObject({
      code: "CONFLICT",
      message: GALLERY_MESSAGES.duplicate,
    });
  });

  it(`keeps a business at ${MAX_GALLERY_PHOTOS} photos when adds race`, async () => {
    const { user, api, businessId } = await ownerWithBusiness();
    await db.businessPhoto.createMany({
      data: Array.from({ length: MAX_GALLERY_PHOTOS - 2 }, (_, index) => ({
        businessId,
        url: `/media/${randomBytes(32).toString("hex")}.webp`,
        altText: `Earlier photo ${index + 1}`,
        position: index,
      })),
    });
    const urls = await Promise.all(Array.from({ length: 6 }, () => uploadedBy(user.id)));
    const results = await Promise.all(
      urls.map((url, index) => outcome(api.gallery.add.mutate({ businessId, url, altText: `Racing photo ${index}` }))),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(2);
    for (const result of results.filter((result) => result !== "ok"))
      expect(result).toMatchObject({ code: "CONFLICT", message: GALLERY_MESSAGES.full });
    const photos = await db.businessPhoto.findMany({ where: { businessId }, orderBy: { position: "asc" } });
    expect(photos).toHaveLength(MAX_GALLERY_PHOTOS);
    expect(new Set(photos.map((photo) => photo.position)).size).toBe(MAX_GALLERY_PHOTOS);
  });

  it("takes a new order only when it names exactly the business's photos", async () => {
    const { user, api, businessId } = await ownerWithBusiness();
    const gallery = await addPhotos(api, user.id, businessId, 3);
    const [a, b, c] = gallery.photos.map((photo) => photo.id) as [string, string, string];
    const elsewhere = await ownerWithBusiness();
    const foreign = (await addPhotos(elsewhere.api, elsewhere.user.id, elsewhere.businessId, 1)).photos[0]!.id;
    for (const photoIds of [[a, b], [a, b, c, c], [a, a, b], [a, b, foreign], [a, b, c, foreign], []])
      expect(await outcome(api.gallery.reorder.mutate({ businessId, photoIds }))).toMatchObject({
        code: "CONFLICT",
        message: GALLERY_MESSAGES.orderChanged,
      });
    expect((await api.gallery.forEdit.query({ businessId })).photos.map((photo) => photo.id)).toEqual([a, b, c]);
    // Someone else's photo is not found through this business either.
    for (const call of [
      () => api.gallery.editAltText.mutate({ businessId, photoId: foreign, altText: "Not mine" }),
      () => api.gallery.remove.mutate({ businessId, photoId: foreign }),
      () => api.gallery.setCover.mutate({ businessId, photoId: foreign }),
    ])
      expect(await outcome(call())).toMatchObject({ code: "NOT_FOUND", message: GALLERY_MESSAGES.photoNotFound });
    expect(await db.businessPhoto.count({ where: { id: foreign } })).toBe(1);
  });

  it("answers NOT_FOUND for another owner's business, and changes nothing there", async () => {
    const owner = await ownerWithBusiness();
    const gallery = await addPhotos(owner.api, owner.user.id, owner.businessId, 1);
    const photoId = gallery.photos[0]!.id;
    const { user, api } = await server.clientAs(["business_owner"], { verified: true });
    const businessId = owner.businessId;
    const codes = {
      forEdit: await codeOf(api.gallery.forEdit.query({ businessId })),
      add: await codeOf(api.gallery.add.mutate({ businessId, url: await uploadedBy(user.id), altText: "Intruder" })),
      editAltText: await codeOf(api.gallery.editAltText.mutate({ businessId, photoId, altText: "Intruder" })),
      remove: await codeOf(api.gallery.remove.mutate({ businessId, photoId })),
      reorder: await codeOf(api.gallery.reorder.mutate({ businessId, photoIds: [photoId] })),
      setCover: await codeOf(api.gallery.setCover.mutate({ businessId, photoId })),
      unknown: await codeOf(api.gallery.forEdit.query({ businessId: "no-such-business" })),
    };
    expect(codes).toEqual({
      forEdit: "NOT_FOUND",
      add: "NOT_FOUND",
      editAltText: "NOT_FOUND",
      remove: "NOT_FOUND",
      reorder: "NOT_FOUND",
      setCover: "NOT_FOUND",
      unknown: "NOT_FOUND",
    });
    expect(await owner.api.gallery.forEdit.query({ businessId })).toEqual(gallery);
  });

  it("asks for a proven email before photos or their text are published", async () => {
    const { user, api, businessId } = await ownerWithBusiness({ verified: false });
    expect(
      await outcome(api.gallery.add.mutate({ businessId, url: await uploadedBy(user.id), altText: "Our storefront" })),
    ).toMatchObject({ code: "FORBIDDEN", message: GALLERY_MESSAGES.verifyFirst });
    expect(await db.businessPhoto.count({ where: { businessId } })).toBe(0);
  });

  it("lets an admin change any business's gallery, recorded in the audit log", async () => {
    const owner = await ownerWithBusiness();
    const { user: admin, api } = await server.clientAs(["admin"]);
    const businessId = owner.businessId;
    const url = await uploadedBy(admin.id);
    const gallery = await api.gallery.add.mutate({ businessId, url, altText: "Added by the site team" });
    await api.gallery.setCover.mutate({ businessId, photoId: gallery.photos[0]!.id });
    const entries = await auditEntriesFor(businessId);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["business.editGallery", admin.id],
      ["business.editGallery", admin.id],
    ]);
    expect(entries[0]!.changes).toEqual({
      before: { photos: [] },
      after: { photos: [`${url} Added by the site team`] },
    });
    expect(entries[1]!.changes).toEqual({ before: { coverImageUrl: null }, after: { coverImageUrl: url } });
    // The owner's own changes are not audited.
    await addPhotos(owner.api, owner.user.id, businessId, 1);
    expect(await auditEntriesFor(businessId)).toHaveLength(2);
  });

  it("shows the photos on the profile in the owner's order, and lists them in its LocalBusiness data", async () => {
    const { user, api, businessId, business } = await ownerWithBusiness();
    const gallery = await addPhotos(api, user.id, businessId, 3);
    const [a, b, c] = gallery.photos;
    await api.gallery.reorder.mutate({ businessId, photoIds: [c!.id, a!.id, b!.id] });
    const logo = await uploadedBy(user.id);
    await db.businessProfile.update({ where: { id: businessId }, data: { logoUrl: logo, coverImageUrl: a!.url } });

    const profile = (await server.client().businessProfile.get.query({ city: business.citySlug, key: business.slug }))!;
    expect(profile.photos).toEqual([c, a, b]);
    const canonical = `https://localhub.example/business/${business.citySlug}/${business.slug}`;
    expect(businessJsonLd(profile, canonical).image).toEqual(
      // The cover is one of the photos: each image once.
      [logo, a!.url, c!.url, b!.url].map((url) => `https://localhub.example${url}`),
    );
  });
});
