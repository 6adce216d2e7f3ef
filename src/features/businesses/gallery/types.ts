// A business's gallery: what the editor and the profile need to know, browser-safe and free of zod.

/** Photos one business may show. */
export const MAX_GALLERY_PHOTOS = 20;
export const MAX_ALT_TEXT = 200;

export type GalleryPhoto = { id: string; url: string; altText: string };
/** The editor's view: the photos in order and the profile's cover image. */
export type Gallery = { photos: GalleryPhoto[]; coverImageUrl: string | null };

export const GALLERY_MESSAGES = {
  altRequired: "Describe the photo in a few words (its alt text).",
  altTooLong: `Alt text must be at most ${MAX_ALT_TEXT} characters.`,
  altFileName: "Describe what the photo shows, not its file name.",
  full: `A business can show up to ${MAX_GALLERY_PHOTOS} photos. Remove one to add another.`,
  notUploaded: "Upload the photo again.",
  duplicate: "This photo is in the gallery already.",
  photoNotFound: "This photo is no longer in the gallery. Reload the page and try again.",
  orderChanged: "The photos changed meanwhile. Reload the page and try again.",
  verifyFirst: "Verify your email address before adding photos.",
  tooMany: "Too many photos added. Please wait a while and try again.",
} as const;

const IMAGE_EXTENSION = /\.(jpe?g|jfif|png|webp|gif|heic|heif|avif|bmp|tiff?)$/i;
/** Names cameras and phones give pictures: IMG_1234, DSC01234, PXL_20240101_..., Screenshot 2024-... */
const CAMERA_NAME = /^(img|dsc[nf]?|dcim|pxl|mvimg|photo|image|screenshot|screen shot)[\s_-]*\d/i;

/** Whether alt text is only a file name ("IMG_1234.jpg", "DSC01234", "shop front.png"), which says nothing of the picture. */
export function looksLikeFileName(text: string): boolean {
  const trimmed = text.trim();
  return IMAGE_EXTENSION.test(trimmed) || CAMERA_NAME.test(trimmed);
}
