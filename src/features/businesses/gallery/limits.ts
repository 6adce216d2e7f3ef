import "server-only";
// Adding gallery photos publishes them: limited per account on the shared limiter (Redis when
// configured), counted before anything is checked or written. Uploads have their own limits.
import { AppError } from "@/platform/errors";
import { createLimiter, MINUTE } from "@/platform/rate-limit";
import { GALLERY_MESSAGES } from "./types";

const PHOTO_ADDS_PER_HOUR = 60;
const addLimiter = createLimiter("gallery:adds", { limit: PHOTO_ADDS_PER_HOUR, windowMs: 60 * MINUTE });

export async function limitPhotoAdds(userId: string): Promise<void> {
  if (!(await addLimiter.consume(userId)).allowed) throw new AppError("TOO_MANY_REQUESTS", GALLERY_MESSAGES.tooMany);
}
