import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { z } from "zod";
import { zText } from "@/lib/text";
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "@/features/notifications/queries";

/** Every signed-in member's bell: owners and admins hear of their businesses, customers of their enquiries. */
export const notificationsRouter = createTRPCRouter({
  unreadCount: protectedProcedure.query(({ ctx }) => countUnreadNotifications(ctx.db, ctx.session.id)),
  list: protectedProcedure.query(({ ctx }) => listNotifications(ctx.db, ctx.session.id)),
  markAllRead: protectedProcedure.mutation(({ ctx }) => markAllNotificationsRead(ctx.db, ctx.session.id)),
  /** Marks one of the caller's own notifications read (someone else's id changes nothing). */
  markRead: protectedProcedure
    .input(z.object({ id: zText().trim().min(1).max(64) }).strict())
    .mutation(({ ctx, input }) => markNotificationRead(ctx.db, ctx.session.id, input.id)),
});
