// What an uploaded image may be and how each use is sized. Pure constants shared by the upload
// route, the storage module and the upload fields in the browser.
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The stored bytes of images one account may have uploaded (images nothing uses are removed a day after upload). */
export const UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;
/** An uploaded image that nothing uses this long after its upload is removed. */
export const ORPHAN_IMAGE_AGE_MS = 24 * 60 * 60 * 1000;
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export const IMAGE_PURPOSES = ["logo", "cover", "favicon", "og", "hero"] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** Purposes that change the whole site's look: only admins may upload them. */
export const SITE_IMAGE_PURPOSES: readonly ImagePurpose[] = ["favicon", "og", "hero"];

/**
 * The stored size of each purpose. `inside` keeps the whole picture within the box (never enlarged);
 * `cover` crops to exactly the box (the sharing image must be 1200 by 630).
 */
export const IMAGE_SIZES: Record<ImagePurpose, { width: number; height: number; fit: "inside" | "cover" }> = {
  logo: { width: 512, height: 512, fit: "inside" },
  cover: { width: 1600, height: 900, fit: "inside" },
  favicon: { width: 192, height: 192, fit: "inside" },
  og: { width: 1200, height: 630, fit: "cover" },
  hero: { width: 2000, height: 1200, fit: "inside" },
};

/** Stored images are served at /media/{sha-256 of the WebP}.webp. */
const MEDIA_PATH_PATTERN = /^\/media\/[a-f0-9]{64}\.webp$/;
export const isStoredImageUrl = (url: string) => MEDIA_PATH_PATTERN.test(url);

export const IMAGE_TOO_LARGE_MESSAGE = "The image must be 5 MB or smaller.";
export const IMAGE_TYPE_MESSAGE = "Choose a PNG, JPEG or WebP image.";
export const IMAGE_DIMENSIONS_MESSAGE = "The image is too large in pixels (at most 40 megapixels).";
export const IMAGE_PURPOSE_MESSAGE = "Unknown image use.";
export const IMAGE_URL_MESSAGE = "Upload the image again.";
export const UPLOAD_QUOTA_MESSAGE = `Your account has used its ${UPLOAD_QUOTA_BYTES / (1024 * 1024)} MB of image storage. Images you uploaded but did not use are removed a day after upload; try again then.`;
