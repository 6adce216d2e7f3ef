import "server-only";
// Reads of a user's favourites, and the per-user state of a page of cards.
import type { Db } from "@/platform/db";
import { loadBusinessCards } from "@/features/directory/cards";
import type { BusinessCardData } from "@/features/directory/types";
import { FAVOURITES_PAGE_SIZE, LISTS_PER_USER_MAX } from "./schema";
import type { CardState } from "./types";

export type FavouritesPage = { items: BusinessCardData[]; total: number; page: number; pageCount: number };

/** A page of the user's favourites, newest first; inactive or deleted businesses are left out. */
export async function listFavourites(db: Db, userId: string, page: number): Promise<FavouritesPage> {
  const where = { userId, business: { active: true } };
  const [total, rows] = await Promise.all([
    db.userFavorite.count({ where }),
    db.userFavorite.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * FAVOURITES_PAGE_SIZE,
      take: FAVOURITES_PAGE_SIZE,
      select: { businessId: true },
    }),
  ]);
  const items = await loadBusinessCards(db, rows.map((row) => row.businessId), new Date(), null);
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / FAVOURITES_PAGE_SIZE)) };
}

/**
 * Which of these businesses the user favourited, and the user's lists (newest first) with the ones
 * among these businesses each holds. Two indexed queries, however many cards the page shows.
 */
export async function getCardState(db: Db, userId: string, businessIds: readonly string[]): Promise<CardState> {
  const ids = [...new Set(businessIds)];
  const [favourites, lists] = await Promise.all([
    ids.length
      ? db.userFavorite.findMany({ where: { userId, businessId: { in: ids } }, select: { businessId: true } })
      : Promise.resolve([]),
    db.userList.findMany({
      where: { userId },
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: LISTS_PER_USER_MAX,
      select: { id: true, name: true, items: { where: { businessId: { in: ids } }, select: { businessId: true } } },
    }),
  ]);
  return {
    favouriteIds: favourites.map((row) => row.businessId),
    lists: lists.map((list) => ({ id: list.id, name: list.name, businessIds: list.items.map((item) => item.businessId) })),
  };
}
