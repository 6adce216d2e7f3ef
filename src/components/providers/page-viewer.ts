// The visitor a page is rendered for, as the client's ViewerProvider (viewer.tsx) takes it: read
// with the request's session (roles fresh from the database) and the unread count for the bell.
// While the database cannot be read, the signed-out state (pages that need the user check it
// themselves and fail on their own), so public pages still render.
import "server-only";
import { cache } from "react";
import { orFallback } from "@/features/site-settings/layout-data";
import { getPageUser } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import type { PageViewer } from "./viewer";

export const loadPageViewer = cache(async (): Promise<PageViewer | null> => {
  const user = await orFallback(getPageUser, null, "the signed-in user");
  if (!user) return null;
  const unread = await orFallback(() => api.notifications.unreadCount(), 0, "notifications");
  return { name: user.name, roles: user.roles, email: user.email, emailVerified: user.emailVerified, unread };
});
