import "server-only";
// An upload is checked by its content (PNG, JPEG or WebP, at most 5 MB, at most 40 megapixels so a
// small file cannot decode into gigabytes), turned upright, resized for its purpose and re-encoded
// to WebP without metadata (no EXIF location), and named by the SHA-256 of the result.
import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
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
