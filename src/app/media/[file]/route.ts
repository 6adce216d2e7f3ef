import "server-only";
// /media/{hash}.webp: a stored image. The name is the content's hash, so the bytes behind a URL
// never change and browsers and proxies may keep them for a year without asking again.
import { MEDIA_CONTENT_SECURITY_POLICY } from "@/lib/security-headers";
import { readStoredImage } from "@/platform/storage";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const image = await readStoredImage((await params).file);
  if (!image)
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain", "cache-control": "no-store" },
    });
  return new Response(new Uint8Array(image), {
    headers: {
      "content-type": "image/webp",
      "content-length": String(image.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": MEDIA_CONTENT_SECURITY_POLICY,
    },
  });
}
