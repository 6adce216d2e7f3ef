// The audit list's filters and its page: newest first, 50 entries a page, the next page named by
// the last entry shown (a keyset cursor, so deep pages cost the same). Safe in the browser.
import { z } from "zod";
import { CALENDAR_DAY_MESSAGE, isCalendarDay, isIsoInstant } from "@/lib/calendar-day";
import { zText } from "@/lib/text";

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_FILTER_KEYS = ["action", "target", "actor", "targetId", "from", "to"] as const;

const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates look like 2026-11-22.")
  .refine(isCalendarDay, CALENDAR_DAY_MESSAGE);
/** "<ISO time>_<id>" of the last entry on the previous page; the time a real one (no month 13), as toISOString wrote it. */
const cursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[A-Za-z0-9]{1,64}$/, {
    message: "Not a valid page.",
    abort: true,
  })
  .refine((value) => isIsoInstant(value.slice(0, value.indexOf("Z_") + 1)), "Not a valid page.");

const ZAuditFiltersSchema = z
  .object({
    /** Exact action, e.g. "category.update". */
    action: optionalText(80),
    /** Target type, e.g. "business". */
    target: optionalText(40),
    /** The acting admin's email, exactly (any case). */
    actor: optionalText(254).transform((value) => value?.toLowerCase()),
    targetId: optionalText(64),
    from: day.optional(),
    to: day.optional(),
  })
  .strict()
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: "The start date must not be after the end date.",
    path: ["to"],
  });
export type TAuditFilters = z.output<typeof ZAuditFiltersSchema>;

export const ZAuditListSchema = z.object({ filters: ZAuditFiltersSchema, before: cursor.optional() }).strict();

export const auditCursor = (entry: { createdAt: Date; id: string }) => `${entry.createdAt.toISOString()}_${entry.id}`;

export function parseAuditCursor(value: string): { createdAt: Date; id: string } {
  const at = value.indexOf("Z_");
  return { createdAt: new Date(value.slice(0, at + 1)), id: value.slice(at + 2) };
}
