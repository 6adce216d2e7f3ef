import { createTRPCRouter, ownerProcedure } from "@/server/api/trpc";
import { z } from "zod";
import { zText } from "@/lib/text";
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "@/features/notifications/queries";

/** The notification bell belongs to business owners and admins. */
export const notificationsRouter = createTRPCRouter({
  unreadCount: ownerProcedure.query(({ ctx }) => countUnreadNotifications(ctx.db, ctx.session.id)),
  list: ownerProcedure.query(({ ctx }) => listNotifications(ctx.db, ctx.session.id)),
  markAllRead: ownerProcedure.mutation(({ ctx }) => markAllNotificationsRead(ctx.db, ctx.session.id)),
  /** Marks one of the caller's own notifications read (someone else's id changes nothing). */
  markRead: ownerProcedure
    .input(z.object({ id: zText().trim().min(1).max(64) }).strict())
    .mutation(({ ctx, input }) => markNotificationRead(ctx.db, ctx.session.id, input.id)),
});
