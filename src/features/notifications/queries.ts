import "server-only";
import type { Db } from "@/platform/db";

const NOTIFICATIONS_PAGE_SIZE = 20;

export function countUnreadNotifications(db: Db, userId: string) {
  return db.notification.count({ where: { userId, readAt: null } });
}

export function listNotifications(db: Db, userId: string) {
  return db.notification.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: NOTIFICATIONS_PAGE_SIZE,
    select: { id: true, type: true, title: true, body: true, link: true, readAt: true, createdAt: true },
  });
}

export async function markAllNotificationsRead(db: Db, userId: string) {
  const { count } = await db.notification.updateMany({ where: { userId, readAt: null }, data: { readAt: new Date() } });
  return { marked: count };
}

export async function markNotificationRead(db: Db, userId: string, id: string) {
  const { count } = await db.notification.updateMany({
    where: { id, userId, readAt: null },
    data: { readAt: new Date() },
  });
  return { marked: count };
}
