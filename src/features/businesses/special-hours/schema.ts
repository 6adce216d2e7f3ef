// Entering special hours: input schemas. Safe in the browser, so the editor and the server use the
// same rules and texts.
import { z } from "zod";
import { CALENDAR_DAY_MESSAGE, calendarDaysBetween, isCalendarDay } from "@/lib/calendar-day";
import { zText } from "@/lib/text";
import { ZBusinessIdSchema } from "../editor/schema";
import { rangesOverlap } from "./rules";
import { MAX_LABEL_LENGTH, MAX_RANGE_DAYS, MAX_SPECIAL_INTERVALS, SPECIAL_HOURS_MESSAGES } from "./types";

const id = ZBusinessIdSchema.shape.id;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date.")
  .refine(isCalendarDay, CALENDAR_DAY_MESSAGE);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM.");

/**
 * One day (`to` null) or a range of days, closed or open at the given times (a close at or before
 * the open runs past midnight; 00:00–00:00 is the whole day), with an optional label.
 */
const ZSpecialHoursSchema = z
  .object({
    from: day,
    to: day.nullable().default(null),
    closed: z.boolean(),
    ranges: z
      .array(z.object({ open: clock, close: clock }).strict())
      .max(MAX_SPECIAL_INTERVALS, SPECIAL_HOURS_MESSAGES.tooManyIntervals)
      .default([]),
    label: zText().trim().max(MAX_LABEL_LENGTH, `Label must be at most ${MAX_LABEL_LENGTH} characters.`).default(""),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.to !== null && isCalendarDay(value.from) && isCalendarDay(value.to)) {
      const days = calendarDaysBetween(value.from, value.to) + 1;
      if (days < 1) context.addIssue({ code: "custom", path: ["to"], message: SPECIAL_HOURS_MESSAGES.endBeforeStart });
      else if (days > MAX_RANGE_DAYS)
        context.addIssue({ code: "custom", path: ["to"], message: SPECIAL_HOURS_MESSAGES.rangeTooLong });
    }
    if (!value.closed && value.ranges.length === 0)
      context.addIssue({ code: "custom", path: ["ranges"], message: SPECIAL_HOURS_MESSAGES.noHours });
    else if (!value.closed && rangesOverlap(value.ranges))
      context.addIssue({ code: "custom", path: ["ranges"], message: SPECIAL_HOURS_MESSAGES.overlap });
  });

export const ZSaveSpecialHoursSchema = z.object({ id, data: ZSpecialHoursSchema }).strict();
export const ZRemoveSpecialHoursSchema = z.object({ id, day }).strict();

export type TSpecialHoursInput = z.input<typeof ZSpecialHoursSchema>;
export type TSpecialHours = z.output<typeof ZSpecialHoursSchema>;
