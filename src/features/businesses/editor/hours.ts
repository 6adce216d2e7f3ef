import "server-only";
// Replacing a business's opening hours inside a save's transaction. Overlaps are found here first,
// so the database trigger that also refuses them is never what a person sees.
import type { Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { findOverlap, rangeToRow } from "./hours-rules";
import { BUSINESS_MESSAGES, type THoursRange } from "./schema";

function checkedHoursRows(ranges: readonly THoursRange[]) {
  const rows = ranges.map(rangeToRow);
  const overlap = findOverlap(rows);
  if (overlap) throw new AppError("BAD_REQUEST", BUSINESS_MESSAGES.hoursOverlap, `hours.${overlap.dayOfWeek}`);
  return rows;
}

export async function replaceHours(tx: Tx, businessId: string, ranges: readonly THoursRange[]) {
  const rows = checkedHoursRows(ranges);
  await tx.businessHours.deleteMany({ where: { businessId } });
  // The copied filter columns are filled by the database's triggers from the business row.
  if (rows.length) await tx.businessHours.createMany({ data: rows.map((row) => ({ ...row, businessId })) });
}
