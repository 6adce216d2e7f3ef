import "server-only";
// The one image store. Uploads are checked and re-encoded (images.ts), then written to the store
// STORAGE_URL names: the local folder (disk.ts; STORAGE_DIR by default) or an S3-compatible bucket
// (s3.ts). An image is `{hash}.webp`, named by the SHA-256 of its bytes: the name never changes
// for the same bytes, so the media route can let browsers cache it forever, and the same picture
// uploaded twice is stored once. Its upload time (every upload renews it) decides when an unused
// image may go (src/features/images/cleanup.ts).
//
// Who uploaded what is recorded beside the images, as empty markers (their time is the upload's):
//   .uploads/by-account/{userId}/{hash}   an account's uploads (its storage quota, account deletion)
//   .uploads/by-image/{hash}/{userId}     an image's uploaders (another account's upload keeps it)
// The media route serves only top-level `{hash}.webp` names, so the records are never served.
import path from "node:path";
import { env } from "@/platform/env";
import { parseStorageUrl } from "@/platform/runtime/storage-url.mjs";
import { diskStore } from "./disk";
import type { ProcessedImage, StoredImage } from "./images";
import { inBatches, type ImageBody, type ImageStore, type StoredFile } from "./store";

export { processImage, sniffImageFormat } from "./images";

const HASH = /^[a-f0-9]{64}$/;
const HASH_FILE = /^([a-f0-9]{64})\.webp$/;
/** Account ids are cuids; anything else is never used as a folder name. */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,100}$/;

const location = () => parseStorageUrl(env.STORAGE_URL, env.STORAGE_DIR);

/** The local image folder: the store when STORAGE_URL names no bucket, and what `npm run storage:copy` copies from. */
export function storageDir(): string {
  const where = location();
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), where.kind === "disk" ? where.dir : env.STORAGE_DIR);
}

let configured: Promise<ImageStore> | undefined;

/** The store STORAGE_URL names (the AWS SDK is loaded only when it names a bucket). */
export function imageStore(): Promise<ImageStore> {
  configured ??= (async () => {
    const where = location();
    if (where.kind === "disk") return diskStore(storageDir());
    const { s3Store } = await import("./s3");
    return s3Store(where);
  })();
  return configured;
}

/** The hash of a `{hash}.webp` file name, or null when the name is not one. */
export function storedImageHash(fileName: string): string | null {
  return HASH_FILE.exec(fileName)?.[1] ?? null;
}

/** Where a stored image is public when STORAGE_PUBLIC_URL is set (the bucket's own address), else null. */
export function publicImageUrl(hash: string): string | null {
  if (!env.STORAGE_PUBLIC_URL) return null;
  const where = location();
  const prefix = where.kind === "s3" ? where.prefix : "";
  return `${env.STORAGE_PUBLIC_URL.replace(/\/+$/, "")}/${prefix}${hash}.webp`;
}

/** Writes a processed image (again, if the same bytes are stored already: that renews its upload time). */
export async function writeImage(image: ProcessedImage): Promise<StoredImage> {
  await (await imageStore()).putImage(image.hash, image.data);
  return { url: image.url, hash: image.hash, width: image.width, height: image.height, bytes: image.bytes };
}

/** Stores an account's upload: the image, its record, then a check that a removal racing it did not take the image. */
export async function storeUpload(userId: string, image: ProcessedImage): Promise<StoredImage> {
  const stored = await writeImage(image);
  await recordUpload(userId, image.hash);
  await (await imageStore()).confirmImage(image.hash, image.data);
  return stored;
}

/** The stored WebP of `hash` to send, or null when it is not stored. */
export async function openStoredImage(hash: string): Promise<ImageBody | null> {
  return HASH.test(hash) ? (await imageStore()).openImage(hash) : null;
}

/** Whether the image `hash` is stored. */
export async function isImageStored(hash: string): Promise<boolean> {
  return HASH.test(hash) && (await (await imageStore()).imageBytes(hash)) !== null;
}

// ---------------------------------------------------------------- upload records and removal

const byAccount = (userId: string) => `.uploads/by-account/${checkedId(userId)}`;
const byImage = (hash: string) => `.uploads/by-image/${hash}`;

function checkedId(userId: string): string {
  if (!ACCOUNT_ID.test(userId)) throw new Error(`Not an account id: ${JSON.stringify(userId)}`);
  return userId;
}

/** Records that `userId` uploaded the image `hash` (now). */
export async function recordUpload(userId: string, hash: string): Promise<void> {
  if (!HASH.test(hash)) throw new Error("Not an image hash");
  const store = await imageStore();
  await Promise.all([store.putMarker(byAccount(userId), hash), store.putMarker(byImage(hash), userId)]);
}

/** The hashes of the images `userId` uploaded (some may have been removed since). */
export async function uploadsOf(userId: string): Promise<string[]> {
  return (await (await imageStore()).markers(byAccount(userId))).filter((name) => HASH.test(name));
}

/** The accounts recorded as having uploaded the image `hash`. */
export async function uploadersOf(hash: string): Promise<string[]> {
  return (await (await imageStore()).markers(byImage(hash))).filter((name) => ACCOUNT_ID.test(name));
}

/** The bytes of the images `userId` uploaded that are still stored (what counts against the quota), and their hashes. */
export async function storedUploadsOf(userId: string): Promise<{ bytes: number; hashes: Set<string> }> {
  const store = await imageStore();
  const hashes = await uploadsOf(userId);
  const sizes = await inBatches(hashes, 8, (hash) => store.imageBytes(hash));
  let bytes = 0;
  const stored = new Set<string>();
  hashes.forEach((hash, index) => {
    const size = sizes[index];
    if (size === null || size === undefined) return;
    bytes += size;
    stored.add(hash);
  });
  return { bytes, hashes: stored };
}

/** Forgets that `userId` uploaded `hash` (the image itself stays). */
export async function forgetUpload(userId: string, hash: string): Promise<void> {
  const store = await imageStore();
  await Promise.all([store.removeMarker(byAccount(userId), hash), store.removeMarker(byImage(hash), userId)]);
}

/** Forgets every upload record of `userId` (after its images were dealt with). */
export async function forgetAccount(userId: string): Promise<void> {
  await (await imageStore()).removeFolder(byAccount(userId));
}

export type { StoredFile };

/** Every stored image, with its size and the time of its latest upload. */
export async function listStoredImages(): Promise<StoredFile[]> {
  return (await imageStore()).listImages();
}

/**
 * Removes the image `hash` and its upload records, unless it was uploaded (again) after
 * `uploadedBefore`: an upload of the same bytes racing the removal keeps its image (and the
 * records stay with it). Returns whether the image was removed (false when it was gone already or is newer).
 */
export async function removeStoredImage(hash: string, uploadedBefore: Date): Promise<boolean> {
  if (!HASH.test(hash)) return false;
  const store = await imageStore();
  const removal = await store.removeImage(hash, uploadedBefore, byImage(hash));
  if (removal === "missing" || removal === "newer") return false;
  // The records go with the image, unless the same bytes were uploaded again meanwhile.
  if (removal === "replaced") return true;
  for (const userId of await uploadersOf(hash)) await forgetUpload(userId, hash);
  await store.pruneFolder(byImage(hash));
  return true;
}

/** Removes half-written or half-removed files left by a process that stopped, older than `before`. */
export async function removeStaleTemporaryFiles(before: Date): Promise<number> {
  return (await imageStore()).removeLeftovers(before);
}
