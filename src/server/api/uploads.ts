import "server-only";
// POST /api/uploads: one image from the browser (multipart form: `file` and `purpose`), for any
// signed-in feature. Answers { url } of the stored WebP, or { error, field } with the status. Site
// images (favicon, sharing image, hero) are for admins only; the role is re-read from the database.
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { env } from "@/platform/env";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { storeImage } from "@/platform/storage";
import { getSessionUser } from "@/server/auth/session";
import { getUserRoles } from "@/features/auth/accounts";
import { IMAGE_PURPOSES, IMAGE_PURPOSE_MESSAGE, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES, SITE_IMAGE_PURPOSES, type ImagePurpose } from "@/lib/images";
import { isAdmin } from "@/lib/roles";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "@/lib/same-origin";
import { FORBIDDEN_MESSAGE, INTERNAL_ERROR_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "./trpc";

export const UPLOAD_ENDPOINT = "/api/uploads";
export const TOO_MANY_UPLOADS_MESSAGE = "Too many uploads. Please wait a few minutes and try again.";
/** Room for the multipart framing around a 5 MB file. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
const uploadLimiter = createLimiter("uploads:user", { limit: 60, windowMs: 10 * MINUTE });

const STATUS = { BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, TOO_MANY_REQUESTS: 429, SERVICE_UNAVAILABLE: 503 } as const;

function answer(status: number, body: Record<string, string>) {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/** The request body, refused as soon as it grows past the limit (a missing Content-Length included). */
async function readCapped(request: Request): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return null;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

async function formOf(request: Request, body: Uint8Array): Promise<FormData | null> {
  try {
    return await new Request(request.url, { method: "POST", headers: request.headers, body: body as BodyInit }).formData();
  } catch {
    return null;
  }
}

export async function handleUpload(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers, env.NEXTAUTH_URL)) return answer(403, { error: CROSS_SITE_MESSAGE });
  try {
    const session = await getSessionUser(request.headers);
    const roles = session ? await getUserRoles(db, session.id) : [];
    const exists = session && (roles.length > 0 || (await db.user.count({ where: { id: session.id } })) > 0);
    if (!session || !exists) return answer(401, { error: NOT_SIGNED_IN_MESSAGE });
    if (!(await uploadLimiter.consume(session.id)).allowed) return answer(429, { error: TOO_MANY_UPLOADS_MESSAGE });

    const body = await readCapped(request);
    if (!body) return answer(413, { error: IMAGE_TOO_LARGE_MESSAGE, field: "file" });
    const form = await formOf(request, body);
    const purpose = form?.get("purpose");
    if (typeof purpose !== "string" || !(IMAGE_PURPOSES as readonly string[]).includes(purpose)) {
      return answer(400, { error: IMAGE_PURPOSE_MESSAGE, field: "purpose" });
    }
    if (SITE_IMAGE_PURPOSES.includes(purpose as ImagePurpose) && !isAdmin(roles)) return answer(403, { error: FORBIDDEN_MESSAGE });
    const file = form?.get("file");
    if (!(file instanceof Blob)) return answer(400, { error: IMAGE_TYPE_MESSAGE, field: "file" });

    const stored = await storeImage(new Uint8Array(await file.arrayBuffer()), purpose as ImagePurpose);
    return answer(201, { url: stored.url });
  } catch (error) {
    if (error instanceof AppError) return answer(STATUS[error.code], { error: error.message, ...(error.field ? { field: error.field } : {}) });
    console.error("Image upload failed:", error);
    return answer(500, { error: INTERNAL_ERROR_MESSAGE });
  }
}
