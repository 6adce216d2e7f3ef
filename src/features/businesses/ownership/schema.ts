// Inputs of the admin's owner and member-since changes. Safe in the browser.
import { z } from "zod";
import { zText } from "@/lib/text";
import { OWNERSHIP_MESSAGES } from "./types";

export { OWNERSHIP_MESSAGES };

const id = zText().trim().min(1).max(64);
/** The one problem with a typed day, if any: its form, then its range (today at the latest). */
function memberSinceProblem(text: string): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || !day.toISOString().startsWith(text)) return OWNERSHIP_MESSAGES.dateFormat;
  if (text < "1900-01-01") return OWNERSHIP_MESSAGES.dateTooEarly;
  if (text > new Date().toISOString().slice(0, 10)) return OWNERSHIP_MESSAGES.dateInFuture;
  return null;
}

export const ZBusinessFactsSchema = z.object({ id }).strict();

/** `ownerId` null removes the owner. */
export const ZSetOwnerSchema = z.object({ id, ownerId: id.nullable() }).strict();

/** A calendar day, stored as its first instant in UTC (cards show its year). */
export const ZSetMemberSinceSchema = z
  .object({
    id,
    date: zText()
      .trim()
      .superRefine((text, ctx) => {
        const problem = memberSinceProblem(text);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  })
  .strict();
