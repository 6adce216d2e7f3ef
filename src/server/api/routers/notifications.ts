import { createTRPCRouter, ownerProcedure } from "@/server/api/trpc";
import { countUnreadNotifications, listNotifications, markAllNotificationsRead } from "@/features/notifications/queries";

/** The notification bell belongs to business owners and admins. */
export const notificationsRouter = createTRPCRouter({
  unreadCount: ownerProcedure.query(({ ctx }) => countUnreadNotifications(ctx.db, ctx.session.id)),
  list: ownerProcedure.query(({ ctx }) => listNotifications(ctx.db, ctx.session.id)),
  markAllRead: ownerProcedure.mutation(({ ctx }) => markAllNotificationsRead(ctx.db, ctx.session.id)),
});
