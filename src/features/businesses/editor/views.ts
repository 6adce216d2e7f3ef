import "server-only";
// Profile views: one counter per business and UTC day, and nothing about who looked.
import type { Db } from "@/platform/db";
import { isUniqueViolation } from "@/platform/errors";

const VIEW_DAYS = 30;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export async function recordProfileView(db: Db, businessId: string, now = new Date()) {
  const where = { businessId_day: { businessId, day: utcDay(now) } };
  try {
    await db.businessInsightDay.upsert({
      where,
      create: { businessId, day: utcDay(now), views: 1 },
      update: { views: { increment: 1 } },
    });
  } catch (error) {
    // Two first views of the day at once: the other one created the row; count this one on it.
    if (!isUniqueViolation(error)) throw error;
    await db.businessInsightDay.update({ where, data: { views: { increment: 1 } } });
  }
}

/** The last 30 days (oldest first, today included) with each day's views, zero when none. */
export async function profileViewsByDay(db: Db, businessIds: string[], now = new Date()) {
  const days = Array.from({ length: VIEW_DAYS }, (_, i) =>
    utcDay(new Date(now.getTime() - (VIEW_DAYS - 1 - i) * 86_400_000)),
  );
  const rows = await db.businessInsightDay.findMany({
    where: { businessId: { in: businessIds }, day: { gte: days[0]! } },
    select: { businessId: true, day: true, views: true },
  });
  return new Map(
    businessIds.map((id) => {
      const byDay = new Map(rows.filter((row) => row.businessId === id).map((row) => [row.day, row.views]));
      return [id, days.map((day) => ({ day, views: byDay.get(day) ?? 0 }))];
    }),
  );
}
