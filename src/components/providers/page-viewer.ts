// The visitor a page is rendered for, as the client's ViewerProvider (viewer.tsx) takes it: read
// with the request's session (roles fresh from the database) and the unread count for the bell.
// While the database cannot be read, the signed-out state (pages that need the user check it
// themselves and fail on their own), so public pages still render.
import "server-only";
import { cache } from "react";
import { countUnreadNotifications } from "@/features/notifications/queries";
import { orFallback } from "@/features/site-settings/layout-data";
import { db } from "@/platform/db";
import { getPageUser } from "@/server/auth/page-access";
import type { PageViewer } from "./viewer";

/** The viewer; null when the request holds no live session; undefined when the database could not say. */
export async function readPageViewer(): Promise<PageViewer | null | undefined> {
  const user = await orFallback<Awaited<ReturnType<typeof getPageUser>> | undefined>(
    getPageUser,
    undefined,
    "the signed-in user",
  );
  if (!user) return user;
  // The user's own count, read with the session already read (not through the API caller, which
  // would read the session again).
  const unread = await orFallback(() => countUnreadNotifications(db, user.id), 0, "notifications");
  return { name: user.name, roles: user.roles, email: user.email, emailVerified: user.emailVerified, unread };
}

export const loadPageViewer = cache(async (): Promise<PageViewer | null> => (await readPageViewer()) ?? null);
