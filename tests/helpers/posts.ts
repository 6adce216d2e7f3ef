// Posts test data: an owner's input as the form sends it (local times of the business's zone), and
// posts written straight to the database (the tests' starting points, at chosen instants).
import type { Prisma } from "@/generated/sqlite/client";
import { db } from "@/platform/db";
import { localDateTime } from "@/features/posts/dates";

export const DAY_MS = 86_400_000;
const CHICAGO = "America/Chicago";

/** "YYYY-MM-DDTHH:MM" in Chicago, `days` from now, on the hour. */
export function localIn(days: number, hour = 10) {
  return `${localDateTime(new Date(Date.now() + days * DAY_MS), CHICAGO).slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;
}

/** An event a week and a half ahead, 10 AM to 2 PM (Chicago), as the owner's form sends it. */
export const eventInput = (businessId: string, title = "Holiday market") => ({
  businessId,
  kind: "event" as const,
  title,
  body: "Local makers, hot cocoa and carols.",
  startsAt: localIn(10, 10),
  endsAt: localIn(10, 14),
});

/** An update's fields, as an edit sends them (without the business). */
export const updateFields = (title = "New opening hours") => ({
  kind: "update" as const,
  title,
  body: "We now open at 7 on weekdays.",
});

export const updateInput = (businessId: string, title?: string) => ({ businessId, ...updateFields(title) });

/** A post row as it would be stored; published, live for a week, created now, unless told otherwise. */
export function createPostRow(businessId: string, data: Partial<Prisma.BusinessPostUncheckedCreateInput> = {}) {
  return db.businessPost.create({
    data: {
      businessId,
      kind: "update",
      title: "Stored post",
      body: "Written straight to the database.",
      expiresAt: new Date(Date.now() + 7 * DAY_MS),
      ...data,
    },
    select: { id: true, title: true, createdAt: true, expiresAt: true },
  });
}
