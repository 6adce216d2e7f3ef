import "server-only";
// POST /api/uploads: one image from the browser (multipart form: `file` and `purpose`), for any
// signed-in feature. Answers { url } of the stored WebP, or { error, field } with the status. Site
// images (favicon, sharing image, hero) are for admins only; the role is re-read from the database.
// Uploads are limited per account and per client address (fresh sign-ups from one address share
// one allowance), and an account's stored uploads may not pass UPLOAD_QUOTA_BYTES; every stored
// upload is recorded for its account (src/platform/storage.ts), and images nothing uses are
// removed a day later (src/features/images/cleanup.ts).
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { env } from "@/platform/env";
import { clientKey } from "@/platform/client-ip";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { processImage, storedUploadsOf, storeUpload } from "@/platform/storage";
import { getSessionUser } from "@/server/auth/session";
import { getUserRoles } from "@/features/auth/accounts";
import {
  IMAGE_PURPOSES,
  IMAGE_PURPOSE_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_BYTES,
  SITE_IMAGE_PURPOSES,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_MESSAGE,
  type ImagePurpose,
} from "@/lib/images";
import { isAdmin } from "@/lib/roles";
import { readCappedBody } from "@/lib/capped-body";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "@/lib/same-origin";
import { FORBIDDEN_MESSAGE, INTERNAL_ERROR_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "./trpc";

export const UPLOAD_ENDPOINT = "/api/uploads";
export const TOO_MANY_UPLOADS_MESSAGE = "Too many uploads. Please wait a few minutes and try again.";
/** Room for the multipart framing around a 5 MB file. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
const uploadLimiter = createLimiter("uploads:user", { limit: 60, windowMs: 10 * MINUTE });
/** Per client address, whatever the account: new accounts from one address cannot multiply the per-account allowance. */
export const UPLOADS_PER_ADDRESS = 60;
const addressUploadLimiter = createLimiter("uploads:address", { limit: UPLOADS_PER_ADDRESS, windowMs: 60 * MINUTE });
/** An upload over the quota: the request is fine, the account's storage is not. */
const QUOTA_STATUS = 413;

const STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

function answer(status: number, body: Record<string, string>) {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

/** Runs `task` after the account's earlier uploads in this process, so simultaneous uploads cannot all pass one quota check. */
const accountQueues = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const result = (accountQueues.get(key) ?? Promise.resolve()).then(task);
  const settled = result.catch(() => undefined);
  accountQueues.set(key, settled);
  void settled.then(() => {
    if (accountQueues.get(key) === settled) accountQueues.delete(key);
  });
  return result;
}

async function formOf(request: Request, body: Uint8Array): Promise<FormData | null> {
  try {
    return await new Request(request.url, {
      method: "POST",
      headers: request.headers,
      body: body as BodyInit,
    }).formData();
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
    if (!(await addressUploadLimiter.consume(clientKey(request.headers))).allowed)
      return answer(429, { error: TOO_MANY_UPLOADS_MESSAGE });
    // A full account is refused before its upload is read or decoded.
    if ((await storedUploadsOf(session.id)).bytes >= UPLOAD_QUOTA_BYTES)
      return answer(QUOTA_STATUS, { error: UPLOAD_QUOTA_MESSAGE, field: "file" });

    const body = await readCappedBody(request, MAX_BODY_BYTES);
    if (!body) return answer(413, { error: IMAGE_TOO_LARGE_MESSAGE, field: "file" });
    const form = await formOf(request, body);
    const purpose = form?.get("purpose");
    if (typeof purpose !== "string" || !(IMAGE_PURPOSES as readonly string[]).includes(purpose)) {
      return answer(400, { error: IMAGE_PURPOSE_MESSAGE, field: "purpose" });
    }
    if (SITE_IMAGE_PURPOSES.includes(purpose as ImagePurpose) && !isAdmin(roles))
      return answer(403, { error: FORBIDDEN_MESSAGE });
    const file = form?.get("file");
    if (!(file instanceof Blob)) return answer(400, { error: IMAGE_TYPE_MESSAGE, field: "file" });

    const image = await processImage(new Uint8Array(await file.arrayBuffer()), purpose as ImagePurpose);
    const stored = await oneAtATime(session.id, async () => {
      const used = await storedUploadsOf(session.id);
      // The same picture again costs nothing more.
      if (!used.hashes.has(image.hash) && used.bytes + image.bytes > UPLOAD_QUOTA_BYTES) return null;
      return storeUpload(session.id, image);
    });
    if (!stored) return answer(QUOTA_STATUS, { error: UPLOAD_QUOTA_MESSAGE, field: "file" });
    return answer(201, { url: stored.url });
  } catch (error) {
    if (error instanceof AppError)
      return answer(STATUS[error.code], { error: error.message, ...(error.field ? { field: error.field } : {}) });
    console.error("Image upload failed:", error);
    return answer(500, { error: INTERNAL_ERROR_MESSAGE });
  }
}
