import "server-only";
// /media/{hash}.webp: a stored image, from the store STORAGE_URL names (src/platform/storage/), or a
// redirect to the bucket's public address when STORAGE_PUBLIC_URL is set. The name is the
// content's hash, so the bytes behind a URL never change: browsers and proxies may keep them for a
// year without asking again, and the hash is the ETag.
import { MEDIA_CONTENT_SECURITY_POLICY } from "@/lib/security-headers";
import { isImageStored, openStoredImage, publicImageUrl, storedImageHash } from "@/platform/storage";

export const dynamic = "force-dynamic";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** A redirect is kept a day: the public address may change with the configuration, the image does not. */
const REDIRECT_CACHE = "public, max-age=86400";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain", "cache-control": "no-store" } });

/** Whether If-None-Match names `etag` (or is `*`). */
function matches(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const hash = storedImageHash((await params).file);
  if (!hash) return plain(404, "Not found");
  const publicUrl = publicImageUrl(hash);
  if (publicUrl)
    return new Response(null, { status: 308, headers: { location: publicUrl, "cache-control": REDIRECT_CACHE } });

  const etag = `"${hash}"`;
  const headers = {
    etag,
    "cache-control": IMMUTABLE,
    "x-content-type-options": "nosniff",
    "content-security-policy": MEDIA_CONTENT_SECURITY_POLICY,
  };
  try {
    if (matches(request.headers.get("if-none-match"), etag)) {
      return (await isImageStored(hash)) ? new Response(null, { status: 304, headers }) : plain(404, "Not found");
    }
    const image = await openStoredImage(hash);
    if (!image) return plain(404, "Not found");
    return new Response(image.body as BodyInit, {
      headers: { ...headers, "content-type": "image/webp", "content-length": String(image.bytes) },
    });
  } catch (error) {
    console.error("Reading a stored image failed:", error);
    return plain(503, "The image cannot be read right now. Please try again.");
  }
}
