// Gallery inputs: adding an uploaded photo with its alt text, editing the text, removing, ordering
// and choosing the cover. Browser-safe: the editor checks alt text with the same rule before sending.
import { z } from "zod";
import { IMAGE_URL_MESSAGE, isStoredImageUrl } from "@/lib/images";
import { zText } from "@/lib/text";
import { GALLERY_MESSAGES, looksLikeFileName, MAX_ALT_TEXT, MAX_GALLERY_PHOTOS } from "./types";

const id = zText().trim().min(1).max(64);

export const ZAltTextSchema = zText()
  .trim()
  .min(1, GALLERY_MESSAGES.altRequired)
  .max(MAX_ALT_TEXT, GALLERY_MESSAGES.altTooLong)
  .refine((text) => !looksLikeFileName(text), GALLERY_MESSAGES.altFileName);

export const ZGalleryBusinessSchema = z.object({ businessId: id }).strict();

export const ZAddPhotoSchema = z
  .object({
    businessId: id,
    url: zText().trim().refine(isStoredImageUrl, IMAGE_URL_MESSAGE),
    altText: ZAltTextSchema,
  })
  .strict();

export const ZPhotoSchema = z.object({ businessId: id, photoId: id }).strict();

export const ZEditAltTextSchema = z.object({ businessId: id, photoId: id, altText: ZAltTextSchema }).strict();

export const ZReorderPhotosSchema = z
  .object({ businessId: id, photoIds: z.array(id).max(MAX_GALLERY_PHOTOS, GALLERY_MESSAGES.orderChanged) })
  .strict();

/** `photoId` null: no cover image. */
export const ZSetCoverSchema = z.object({ businessId: id, photoId: id.nullable() }).strict();
