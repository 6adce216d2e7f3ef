import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { authRouter } from "./routers/auth";
import { directoryRouter } from "./routers/directory";
import { notificationsRouter } from "./routers/notifications";
import { siteSettingsRouter } from "./routers/site-settings";
import { usersRouter } from "./routers/users";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  siteSettings: siteSettingsRouter,
  users: usersRouter,
  notifications: notificationsRouter,
  directory: directoryRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
