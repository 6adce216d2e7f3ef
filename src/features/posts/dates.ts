// A post's dates. Owners enter an event's start and end and a post's expiry as local date and time
// in the business's time zone ("2026-12-06T10:00", as a datetime-local field gives it); they are
// stored as instants, so "live" is one comparison (expiresAt > now) on both databases.
import { AppError } from "@/platform/errors";
import { zonedParts } from "@/lib/zoned-month";
import { DEFAULT_POST_DAYS, EVENT_WITHOUT_END_DAYS, MAX_POST_DAYS, POST_MESSAGES, type TPostKind } from "./types";

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, "0");

/** How far `timeZone`'s clock is ahead of UTC at `at` (ms; Chicago in winter: -6 hours). */
function offsetAt(at: number, timeZone: string): number {
  const local = zonedParts(new Date(at), timeZone);
  return Date.UTC(local.year, local.month, local.day, local.hour, local.minute, local.second) - at;
}

/** The instant a local "YYYY-MM-DDTHH:MM" happens in `timeZone`. */
export function zonedInstant(local: string, timeZone: string): Date {
  const [date = "", time = ""] = local.split("T");
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetAt(asUtc, timeZone);
  // Once more with the offset at that instant, in case a daylight-saving change lies between.
  return new Date(asUtc - offsetAt(first, timeZone));
}

/** An instant as local "YYYY-MM-DDTHH:MM" in `timeZone` (what a datetime-local field shows). */
export function localDateTime(at: Date, timeZone: string): string {
  const local = zonedParts(at, timeZone);
  return `${local.year}-${pad(local.month + 1)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}`;
}

export type PostDatesInput = {
  kind: TPostKind;
  startsAt: string | null;
  endsAt: string | null;
  expiresAt: string | null;
};

/**
 * The instants to store. An event needs its start (its end, when given, comes after it: the schema
 * checks that); other kinds carry no dates. Without an expiry an event is shown until its end (or a
 * day after its start), anything else for DEFAULT_POST_DAYS. The expiry must lie in the future and
 * at most MAX_POST_DAYS ahead. Refusals name the field to correct.
 */
export function resolvePostDates(input: PostDatesInput, timeZone: string, now: Date) {
  const event = input.kind === "event";
  const startsAt = event && input.startsAt ? zonedInstant(input.startsAt, timeZone) : null;
  const endsAt = event && input.endsAt ? zonedInstant(input.endsAt, timeZone) : null;
  if (event && !startsAt) throw new AppError("BAD_REQUEST", POST_MESSAGES.startRequired, "startsAt");
  if (startsAt && endsAt && endsAt <= startsAt)
    throw new AppError("BAD_REQUEST", POST_MESSAGES.endBeforeStart, "endsAt");
  const latest = now.getTime() + MAX_POST_DAYS * DAY_MS;
  if (input.expiresAt) {
    const expiresAt = zonedInstant(input.expiresAt, timeZone);
    if (expiresAt <= now) throw new AppError("BAD_REQUEST", POST_MESSAGES.expiryPast, "expiresAt");
    if (expiresAt.getTime() > latest) throw new AppError("BAD_REQUEST", POST_MESSAGES.expiryTooFar, "expiresAt");
    return { startsAt, endsAt, expiresAt };
  }
  if (!startsAt) return { startsAt, endsAt, expiresAt: new Date(now.getTime() + DEFAULT_POST_DAYS * DAY_MS) };
  const expiresAt = endsAt ?? new Date(startsAt.getTime() + EVENT_WITHOUT_END_DAYS * DAY_MS);
  const field = endsAt ? "endsAt" : "startsAt";
  if (expiresAt <= now) throw new AppError("BAD_REQUEST", POST_MESSAGES.eventEnded, field);
  if (expiresAt.getTime() > latest) throw new AppError("BAD_REQUEST", POST_MESSAGES.eventTooFar, field);
  return { startsAt, endsAt, expiresAt };
}
