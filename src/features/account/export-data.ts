import "server-only";
// 'Download my data': everything LocalHub keeps about the account, as one JSON document.
import type { Db } from "@/platform/db";

export async function exportAccountData(db: Db, userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      displayName: true,
      email: true,
      phone: true,
      emailVerifiedAt: true,
      createdAt: true,
      roles: { select: { role: true } },
      favorites: { orderBy: { createdAt: "asc" }, select: { createdAt: true, business: { select: { businessName: true, slug: true, citySlug: true } } } },
      lists: {
        orderBy: { createdAt: "asc" },
        select: {
          name: true,
          description: true,
          isPublic: true,
          createdAt: true,
          items: { orderBy: { createdAt: "asc" }, select: { notes: true, createdAt: true, business: { select: { businessName: true, slug: true } } } },
        },
      },
      reviews: {
        orderBy: { createdAt: "asc" },
        select: { rating: true, title: true, comment: true, reviewerName: true, createdAt: true, business: { select: { businessName: true, slug: true } } },
      },
    },
  });
  const waitlistEntries = user.email ? await db.waitlistEntry.findMany({ where: { email: user.email }}) : [];
  const { roles, favorites, lists, reviews, ...account } = user;
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, roles: roles.map((row) => row.role) },
    favourites: favorites,
    lists,
    reviews,
    waitlistEntries,
  };
}
