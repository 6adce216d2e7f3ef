// Posts' inputs: an owner's post (create and edit), reports, the city strip and the admins'
// moderation. Safe in the browser, but it loads zod: components that need only limits, labels or
// texts import them from types.ts.
import { z } from "zod";
import { IMAGE_URL_MESSAGE, isStoredImageUrl } from "@/lib/images";
import { isCalendarDay } from "@/lib/calendar-day";
import { zText } from "@/lib/text";
import {
  POST_BODY_MAX,
  POST_HIDE_REASON_MAX,
  POST_KINDS,
  POST_MESSAGES,
  POST_REPORT_NOTE_MAX,
  POST_REPORT_REASONS,
  POST_TITLE_MAX,
} from "./types";

const ZId = zText("Invalid id").trim().min(1, "Invalid id").max(64, "Invalid id");
const page = z.number().int().min(1).max(10_000).default(1);

/** A local date and time as a datetime-local field sends it ("2026-12-06T10:00"), or nothing. */
const localDateTime = zText()
  .trim()
  .default("")
  .refine(
    (value) =>
      value === "" || (/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(value) && isCalendarDay(value.slice(0, 10))),
    POST_MESSAGES.dateTime,
  )
  .transform((value) => value || null);

const postFields = {
  kind: z.enum(POST_KINDS, "Choose what kind of post this is."),
  title: zText().trim().min(1, POST_MESSAGES.titleRequired).max(POST_TITLE_MAX, POST_MESSAGES.titleTooLong),
  body: zText().trim().min(1, POST_MESSAGES.bodyRequired).max(POST_BODY_MAX, POST_MESSAGES.bodyTooLong),
  imageUrl: zText().trim().refine(isStoredImageUrl, IMAGE_URL_MESSAGE).nullable().default(null),
  /** An event's start and end (ignored for other kinds), and the post's expiry (empty: the default). */
  startsAt: localDateTime,
  endsAt: localDateTime,
  expiresAt: localDateTime,
};

export const ZCreatePostSchema = z.object({ businessId: ZId, ...postFields }).strict();
export const ZUpdatePostSchema = z.object({ postId: ZId, ...postFields }).strict();
export type TPostFields = z.output<typeof ZCreatePostSchema>;

export const ZPostIdSchema = z.object({ postId: ZId }).strict();
export const ZBusinessPostsSchema = z.object({ businessId: ZId }).strict();
export const ZCityPostsSchema = z.object({ city: zText().trim().min(1).max(64) }).strict();

export const ZReportPostSchema = z
  .object({
    postId: ZId,
    reason: z.enum(POST_REPORT_REASONS, "Choose a reason."),
    note: zText()
      .trim()
      .max(POST_REPORT_NOTE_MAX, `The note must be at most ${POST_REPORT_NOTE_MAX} characters.`)
      .optional()
      .transform((note) => note || undefined),
  })
  .strict();

const ADMIN_POST_FILTERS = ["reported", "hidden", "all"] as const;
export const ZAdminPostsSchema = z.object({ filter: z.enum(ADMIN_POST_FILTERS).default("reported"), page }).strict();
export const ZModeratePostSchema = z
  .object({
    postId: ZId,
    action: z.enum(["hide", "restore", "dismiss_reports"]),
    reason: zText()
      .trim()
      .max(POST_HIDE_REASON_MAX, `The reason must be at most ${POST_HIDE_REASON_MAX} characters.`)
      .optional()
      .transform((reason) => reason || undefined),
  })
  .strict()
  .refine((input) => input.action !== "hide" || input.reason !== undefined, {
    message: POST_MESSAGES.reasonRequired,
    path: ["reason"],
  });
