import "server-only";
// A business's upcoming special hours for its editor, from its local today.
import type { DbOrTx } from "@/platform/db";
import { localTime } from "@/features/directory/local-time";
import { findEditableBusiness, type Editor } from "../access";
import { specialDatesOf, specialDayOf } from "./rules";
import { MAX_SPECIAL_DATES, MAX_SPECIAL_INTERVALS, type SpecialHoursList } from "./types";

/** Today's date in the business's time zone (UTC's for a zone the runtime does not know). */
export const businessToday = (timeZone: string, now = new Date()) =>
  localTime(now, timeZone)?.day ?? now.toISOString().slice(0, 10);

/** The special dates from `today` on (past ones are not shown). */
export async function readSpecialHours(db: DbOrTx, businessId: string, today: string): Promise<SpecialHoursList> {
  const rows = await db.businessSpecialHours.findMany({
    where: { businessId, day: { gte: today } },
    orderBy: [{ day: "asc" }, { openMinute: "asc" }],
    take: MAX_SPECIAL_DATES * MAX_SPECIAL_INTERVALS,
    select: { day: true, closed: true, openMinute: true, closeMinute: true, label: true },
  });
  return { today, days: specialDatesOf(rows).map(specialDayOf) };
}

/** The editor's list: owner or admin only (another owner's business is NOT_FOUND). */
export async function listSpecialHours(db: DbOrTx, editor: Editor, businessId: string): Promise<SpecialHoursList> {
  const business = await findEditableBusiness(db, businessId, editor);
  return readSpecialHours(db, business.id, businessToday(business.timeZone));
}
