import "server-only";
// Changing a business's gallery, as a section of the business editor: each change locks the
// business row first (owner or admin only, else NOT_FOUND) and runs in one transaction, so checks
// made before writing (at most 20 photos, exactly these photos in a new order) hold until commit.
// An admin's change of someone else's business is audited with the gallery before and after.
import type { z } from "zod";
import type { Db, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { uploadersOf } from "@/platform/storage";
import { requireProvenEmail } from "@/features/auth/proven-email";
import { isAdmin } from "@/lib/roles";
import type { EditableBusiness, Editor } from "../access";
import { editSection } from "../editor/mutations";
import { readGallery } from "./queries";
import type {
  ZAddPhotoSchema,
  ZEditAltTextSchema,
  ZPhotoSchema,
  ZReorderPhotosSchema,
  ZSetCoverSchema,
} from "./schema";
import { GALLERY_MESSAGES, MAX_GALLERY_PHOTOS, type Gallery } from "./types";

/** Runs one change of the business's gallery as an editor section and answers the gallery after it. */
function changeGallery(
  db: Db,
  editor: Editor,
  businessId: string,
  write: (tx: Tx, business: EditableBusiness) => Promise<void>,
): Promise<Gallery> {
  return editSection(db, editor, businessId, "gallery", async (tx, business) => {
    await write(tx, business);
    return readGallery(tx, business.id);
  });
}

/** A photo of this business, or NOT_FOUND. */
async function photoOf(tx: Tx, businessId: string, photoId: string) {
  const photo = await tx.businessPhoto.findFirst({
    where: { id: photoId, businessId },
    select: { id: true, url: true },
  });
  if (!photo) throw new AppError("NOT_FOUND", GALLERY_MESSAGES.photoNotFound);
  return photo;
}

/** Publishing text and pictures needs a proven email, as the listing itself did (admins excepted). */
async function requirePublisher(db: Db, editor: Editor) {
  if (!isAdmin(editor.roles)) await requireProvenEmail(db, editor.id, GALLERY_MESSAGES.verifyFirst);
}

/**
 * Adds an uploaded image as the last photo. The image must be one the editor uploaded (the
 * storage's upload records) or one this business shows already (its logo or cover).
 */
export async function addPhoto(db: Db, editor: Editor, input: z.output<typeof ZAddPhotoSchema>) {
  await requirePublisher(db, editor);
  return changeGallery(db, editor, input.businessId, async (tx, business) => {
    const photos = await tx.businessPhoto.findMany({
      where: { businessId: business.id },
      select: { url: true, position: true },
    });
    if (photos.length >= MAX_GALLERY_PHOTOS) throw new AppError("CONFLICT", GALLERY_MESSAGES.full);
    if (photos.some((photo) => photo.url === input.url))
      throw new AppError("CONFLICT", GALLERY_MESSAGES.duplicate, "url");
    const shown = await tx.businessProfile.count({
      where: { id: business.id, OR: [{ logoUrl: input.url }, { coverImageUrl: input.url }] },
    });
    const hash = input.url.slice("/media/".length, -".webp".length);
    if (shown === 0 && !(await uploadersOf(hash)).includes(editor.id))
      throw new AppError("BAD_REQUEST", GALLERY_MESSAGES.notUploaded, "url");
    const position = Math.max(-1, ...photos.map((photo) => photo.position)) + 1;
    await tx.businessPhoto.create({
      data: { businessId: business.id, url: input.url, altText: input.altText, position },
      select: { id: true },
    });
  });
}

export async function editAltText(db: Db, editor: Editor, input: z.output<typeof ZEditAltTextSchema>) {
  await requirePublisher(db, editor);
  return changeGallery(db, editor, input.businessId, async (tx, business) => {
    const photo = await photoOf(tx, business.id, input.photoId);
    await tx.businessPhoto.update({ where: { id: photo.id }, data: { altText: input.altText }, select: { id: true } });
  });
}

/** Removes a photo; a cover chosen from it stays the cover until another is chosen. */
export function removePhoto(db: Db, editor: Editor, input: z.output<typeof ZPhotoSchema>) {
  return changeGallery(db, editor, input.businessId, async (tx, business) => {
    const photo = await photoOf(tx, business.id, input.photoId);
    await tx.businessPhoto.delete({ where: { id: photo.id }, select: { id: true } });
  });
}

/** Puts the photos in the given order, which must name exactly the business's photos (else CONFLICT). */
export function reorderPhotos(db: Db, editor: Editor, input: z.output<typeof ZReorderPhotosSchema>) {
  return changeGallery(db, editor, input.businessId, async (tx, business) => {
    const current = await tx.businessPhoto.findMany({ where: { businessId: business.id }, select: { id: true } });
    const wanted = new Set(input.photoIds);
    const exact =
      wanted.size === input.photoIds.length &&
      wanted.size === current.length &&
      current.every((photo) => wanted.has(photo.id));
    if (!exact) throw new AppError("CONFLICT", GALLERY_MESSAGES.orderChanged);
    for (const [position, id] of input.photoIds.entries())
      await tx.businessPhoto.update({ where: { id }, data: { position }, select: { id: true } });
  });
}

/** Makes a photo the profile's cover image (the editor's 'Cover image' shows it), or clears the cover. */
export function setCover(db: Db, editor: Editor, input: z.output<typeof ZSetCoverSchema>) {
  return changeGallery(db, editor, input.businessId, async (tx, business) => {
    const url = input.photoId ? (await photoOf(tx, business.id, input.photoId)).url : null;
    await tx.businessProfile.update({ where: { id: business.id }, data: { coverImageUrl: url }, select: { id: true } });
  });
}
