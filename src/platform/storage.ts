import "server-only";
// The one image store. An upload is checked by its content (PNG, JPEG or WebP, at most 5 MB, at
// most 40 megapixels so a small file cannot decode into gigabytes), turned upright, resized for its
// purpose and re-encoded to WebP without metadata (no EXIF location), then written under
// STORAGE_DIR named by the SHA-256 of the result. The name never changes for the same bytes, so
// the media route can let browsers cache it forever, and the same picture uploaded twice is stored once.
//
// Who uploaded what is recorded beside the images, as empty marker files (their time is the upload's):
//   .uploads/by-account/{userId}/{hash}   an account's uploads (its storage quota, account deletion)
//   .uploads/by-image/{hash}/{userId}     an image's uploaders (another account's upload keeps it)
// An image file's modification time is its latest upload: every upload rewrites it. The media route
// serves only top-level `{hash}.webp` names, so the records are never served.
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import {
  IMAGE_DIMENSIONS_MESSAGE,
  IMAGE_SIZES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  type ImagePurpose,
} from "@/lib/images";

const MAX_INPUT_PIXELS = 40_000_000;
const HASH_FILE = /^([a-f0-9]{64})\.webp$/;

export function storageDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.STORAGE_DIR);
}

/** The image format told by the file's first bytes, whatever its name or declared type says. */
export function sniffImageFormat(bytes: Uint8Array): "png" | "jpeg" | "webp" | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === "PNG" && bytes[4] === 0x0d && bytes[5] === 0x0a)
    return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

export type StoredImage = { url: string; hash: string; width: number; height: number; bytes: number };
/** An image checked and re-encoded but not yet written. */
export type ProcessedImage = StoredImage & { data: Buffer };

/** Checks and re-encodes an uploaded image without storing it; throws AppError (field "file") when it is refused. */
export async function processImage(input: Uint8Array, purpose: ImagePurpose): Promise<ProcessedImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new AppError("BAD_REQUEST", IMAGE_TOO_LARGE_MESSAGE, "file");
  const format = sniffImageFormat(input);
  if (!format) throw new AppError("BAD_REQUEST", IMAGE_TYPE_MESSAGE, "file");

  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await source.metadata();
  } catch (error) {
    const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
    throw new AppError("BAD_REQUEST", tooManyPixels ? IMAGE_DIMENSIONS_MESSAGE : IMAGE_TYPE_MESSAGE, "file");
  }
  if (metadata.format !== format) throw new AppError("BAD_REQUEST", IMAGE_TYPE_MESSAGE, "file");
  if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError("BAD_REQUEST", IMAGE_DIMENSIONS_MESSAGE, "file");
  }

  const size = IMAGE_SIZES[purpose];
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await source
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: size.fit === "inside" })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError("BAD_REQUEST", IMAGE_TYPE_MESSAGE, "file");
  }

  const hash = createHash("sha256").update(output.data).digest("hex");
  return {
    url: `/media/${hash}.webp`,
    hash,
    width: output.info.width,
    height: output.info.height,
    bytes: output.data.byteLength,
    data: output.data,
  };
}

/** Writes a processed image (again, if the same bytes are stored already: that renews its upload time). */
export async function writeImage(image: ProcessedImage): Promise<StoredImage> {
  const dir = storageDir();
  await mkdir(dir, { recursive: true });
  const target = imagePath(image.hash);
  // Written under a temporary name and renamed, so a reader never sees half a file.
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, image.data);
  await rename(temporary, target);
  return { url: image.url, hash: image.hash, width: image.width, height: image.height, bytes: image.bytes };
}

/** The stored WebP for a `{hash}.webp` file name, or null when the name is malformed or unknown. */
export async function readStoredImage(fileName: string): Promise<Buffer | null> {
  const match = HASH_FILE.exec(fileName);
  if (!match) return null;
  try {
    return await readFile(path.join(storageDir(), `${match[1]}.webp`));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- upload records and removal

const HASH = /^[a-f0-9]{64}$/;
/** Account ids are cuids; anything else is never used as a folder name. */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,100}$/;
const TEMPORARY_FILE = /\.(tmp|removing)$/;

const imagePath = (hash: string) => path.join(storageDir(), `${hash}.webp`);
const accountRecords = (userId: string) => path.join(storageDir(), ".uploads", "by-account", userId);
const imageRecords = (hash: string) => path.join(storageDir(), ".uploads", "by-image", hash);

function checkedId(userId: string): string {
  if (!ACCOUNT_ID.test(userId)) throw new Error(`Not an account id: ${JSON.stringify(userId)}`);
  return userId;
}

async function namesIn(dir: string, pattern: RegExp): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => pattern.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function modifiedAt(file: string): Promise<Date | null> {
  try {
    return (await stat(file)).mtime;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Records that `userId` uploaded the image `hash` (now). */
export async function recordUpload(userId: string, hash: string): Promise<void> {
  if (!HASH.test(hash)) throw new Error("Not an image hash");
  const byAccount = accountRecords(checkedId(userId));
  const byImage = imageRecords(hash);
  await Promise.all([mkdir(byAccount, { recursive: true }), mkdir(byImage, { recursive: true })]);
  await Promise.all([writeFile(path.join(byAccount, hash), ""), writeFile(path.join(byImage, userId), "")]);
}

/** The hashes of the images `userId` uploaded (some may have been removed since). */
export function uploadsOf(userId: string): Promise<string[]> {
  return namesIn(accountRecords(checkedId(userId)), HASH);
}

/** The accounts recorded as having uploaded the image `hash`. */
export function uploadersOf(hash: string): Promise<string[]> {
  return namesIn(imageRecords(hash), ACCOUNT_ID);
}

/** The bytes of the images `userId` uploaded that are still stored (what counts against the quota), and their hashes. */
export async function storedUploadsOf(userId: string): Promise<{ bytes: number; hashes: Set<string> }> {
  let bytes = 0;
  const hashes = new Set<string>();
  for (const hash of await uploadsOf(userId)) {
    try {
      bytes += (await stat(imagePath(hash))).size;
      hashes.add(hash);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return { bytes, hashes };
}

/** Forgets that `userId` uploaded `hash` (the image itself stays). */
export async function forgetUpload(userId: string, hash: string): Promise<void> {
  await Promise.all([
    rm(path.join(accountRecords(checkedId(userId)), hash), { force: true }),
    rm(path.join(imageRecords(hash), userId), { force: true }),
  ]);
}

/** Forgets every upload record of `userId` (after its images were dealt with). */
export async function forgetAccount(userId: string): Promise<void> {
  await rm(accountRecords(checkedId(userId)), { recursive: true, force: true });
}

export type StoredFile = { hash: string; bytes: number; storedAt: Date };

/** Every stored image, with its size and the time of its latest upload. */
export async function listStoredImages(): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for (const name of await namesIn(storageDir(), HASH_FILE)) {
    try {
      const info = await stat(path.join(storageDir(), name));
      files.push({ hash: name.slice(0, 64), bytes: info.size, storedAt: info.mtime });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return files;
}

/**
 * Removes the image `hash` and its upload records, unless it was uploaded (again) after
 * `uploadedBefore`: the file is first moved aside and its time checked there, so an upload of the
 * same bytes racing the removal keeps its image (and the records stay with it).
 * Returns whether the image was removed (false when it was gone already or is newer).
 */
export async function removeStoredImage(hash: string, uploadedBefore: Date): Promise<boolean> {
  if (!HASH.test(hash)) return false;
  const target = imagePath(hash);
  const aside = `${target}.${process.pid}.${randomUUID()}.removing`;
  try {
    await rename(target, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  const storedAt = await modifiedAt(aside);
  if (storedAt && storedAt > uploadedBefore) {
    // Uploaded again meanwhile: put it back (a still newer upload of the same bytes may be there; same content).
    await rename(aside, target);
    return false;
  }
  await unlink(aside).catch(() => undefined);
  // The records go with the image, unless the same bytes were uploaded again meanwhile.
  if (await modifiedAt(target)) return true;
  for (const userId of await uploadersOf(hash)) await forgetUpload(userId, hash);
  // Fails (and the folder stays) if a new record came in meanwhile.
  await rmdir(imageRecords(hash)).catch(() => undefined);
  return true;
}

/** Removes half-written or half-removed files left by a process that stopped, older than `before`. */
export async function removeStaleTemporaryFiles(before: Date): Promise<number> {
  let removed = 0;
  for (const name of await namesIn(storageDir(), TEMPORARY_FILE)) {
    const file = path.join(storageDir(), name);
    const at = await modifiedAt(file);
    if (at && at <= before) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
