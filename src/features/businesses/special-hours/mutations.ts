import "server-only";
// Entering and removing special hours, and closing on the US holidays. Each change locks the
// business (owner or admin only) in its transaction, like the editor's sections, so the limit on
// upcoming dates holds; an admin's change of someone else's business is audited. Each also drops
// the business's rows from before yesterday (yesterday's may still run past midnight into today).
import type { Prisma } from "@/generated/sqlite/client";
import type { Db, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import { addCalendarDays } from "@/lib/calendar-day";
import type { Editor } from "../access";
import { editSection } from "../editor/mutations";
import { businessToday, readSpecialHours } from "./queries";
import { datesFrom, rangeMinutes } from "./rules";
import type { TSpecialHours } from "./schema";
import { usHolidaysAhead } from "./us-holidays";
import { MAX_SPECIAL_DATES, SPECIAL_HOURS_MESSAGES, type Holiday, type SpecialHoursList } from "./types";

type Change<R> = (tx: Tx, businessId: string, today: string) => Promise<R>;

/** Runs one change on the locked business, then tidies old rows and checks the limit (a refusal undoes the change). */
function changeSpecialHours<R>(db: Db, editor: Editor, businessId: string, change: Change<R>) {
  return editSection(db, editor, businessId, "specialHours", async (tx, business) => {
    const today = businessToday(business.timeZone);
    const result = await change(tx, business.id, today);
    await tx.businessSpecialHours.deleteMany({
      where: { businessId: business.id, day: { lt: addCalendarDays(today, -1) } },
    });
    const upcoming = await tx.businessSpecialHours.findMany({
      where: { businessId: business.id, day: { gte: today } },
      distinct: ["day"],
      select: { day: true },
    });
    if (upcoming.length > MAX_SPECIAL_DATES) throw new AppError("BAD_REQUEST", SPECIAL_HOURS_MESSAGES.tooMany);
    return { result, list: await readSpecialHours(tx, business.id, today) };
  });
}

/** Sets the hours of one date or a range of dates, replacing what those dates had. */
export async function saveSpecialHours(
  db: Db,
  editor: Editor,
  businessId: string,
  input: TSpecialHours,
): Promise<SpecialHoursList> {
  const saved = await changeSpecialHours(db, editor, businessId, async (tx, id, today) => {
    if (input.from < today) throw new AppError("BAD_REQUEST", SPECIAL_HOURS_MESSAGES.past, "data.from");
    const days = datesFrom(input.from, input.to ?? input.from);
    const label = input.label || null;
    await tx.businessSpecialHours.deleteMany({ where: { businessId: id, day: { in: days } } });
    await tx.businessSpecialHours.createMany({
      data: days.flatMap((day): Prisma.BusinessSpecialHoursCreateManyInput[] =>
        input.closed
          ? [{ businessId: id, day, closed: true, label }]
          : input.ranges.map((range) => ({ businessId: id, day, closed: false, label, ...rangeMinutes(range) })),
      ),
    });
  });
  return saved.list;
}

/** Removes a date's special hours (a date without any is left as it is). */
export async function removeSpecialHours(
  db: Db,
  editor: Editor,
  businessId: string,
  day: string,
): Promise<SpecialHoursList> {
  const removed = await changeSpecialHours(db, editor, businessId, async (tx, id) => {
    await tx.businessSpecialHours.deleteMany({ where: { businessId: id, day } });
  });
  return removed.list;
}

/**
 * Closes the business on the US holidays of the next 12 months, labelled with their names, except
 * on dates that already have special hours. Answers the holidays added.
 */
export async function closeOnUsHolidays(
  db: Db,
  editor: Editor,
  businessId: string,
): Promise<{ added: Holiday[]; list: SpecialHoursList }> {
  const { result, list } = await changeSpecialHours(db, editor, businessId, async (tx, id, today) => {
    const holidays = usHolidaysAhead(today);
    const taken = await tx.businessSpecialHours.findMany({
      where: { businessId: id, day: { in: holidays.map((holiday) => holiday.day) } },
      select: { day: true },
    });
    const added = holidays.filter((holiday) => !taken.some((row) => row.day === holiday.day));
    await tx.businessSpecialHours.createMany({
      data: added.map((holiday) => ({ businessId: id, day: holiday.day, closed: true, label: holiday.label })),
    });
    return added;
  });
  return { added: result, list };
}
