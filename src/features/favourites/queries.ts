import "server-only";
// Reads of a user's favourites, and the per-user state of a page of cards.
import { Prisma } from "@/generated/sqlite/client";
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
  const items = await loadBusinessCards(
    db,
    rows.map((row) => row.businessId),
    new Date(),
    null,
  );
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / FAVOURITES_PAGE_SIZE)) };
}

/**
 * The one statement behind the card state: the user's favourites among these businesses, then the
 * user's lists (most recently changed first), each joined to the ones among these businesses it
 * holds. Reads the unique (userId, businessId), (userId, updatedAt) and (listId, businessId) indexes.
 */
export function cardStateStatement(userId: string, businessIds: readonly string[]): Prisma.Sql {
  if (businessIds.length === 0) return listsStatement(userId, Prisma.sql`1 = 0`, Prisma.empty);
  const ids = Prisma.join([...new Set(businessIds)]);
  const favourites = Prisma.sql`SELECT 'favourite' AS "kind", NULL AS "listId", NULL AS "name", f."businessId" AS "businessId", 0 AS "position"
      FROM "UserFavorite" f WHERE f."userId" = ${userId} AND f."businessId" IN (${ids})
    UNION ALL `;
  return listsStatement(userId, Prisma.sql`i."businessId" IN (${ids})`, favourites);
}

function listsStatement(userId: string, items: Prisma.Sql, favourites: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${favourites}SELECT 'list' AS "kind", l."id" AS "listId", l."name" AS "name", i."businessId" AS "businessId", l."position" AS "position"
    FROM (SELECT "id", "name", ROW_NUMBER() OVER (ORDER BY "updatedAt" DESC, "id" DESC) AS "position"
          FROM "UserList" WHERE "userId" = ${userId} ORDER BY "updatedAt" DESC, "id" DESC LIMIT ${LISTS_PER_USER_MAX}) l
    LEFT JOIN "UserListItem" i ON i."listId" = l."id" AND ${items}
    ORDER BY "position"`;
}

type CardStateRow = {
  kind: "favourite" | "list";
  listId: string | null;
  name: string | null;
  businessId: string | null;
};

/**
 * Which of these businesses the user favourited, and the user's lists (newest first) with the ones
 * among these businesses each holds. One statement, however many cards the page shows.
 */
export async function getCardState(db: Db, userId: string, businessIds: readonly string[]): Promise<CardState> {
  const rows = await db.$queryRaw<CardStateRow[]>(cardStateStatement(userId, businessIds));
  const state: CardState = { favouriteIds: [], lists: [] };
  const lists = new Map<string, CardState["lists"][number]>();
  for (const row of rows) {
    if (row.kind === "favourite") {
      state.favouriteIds.push(row.businessId!);
      continue;
    }
    let list = lists.get(row.listId!);
    if (!list) {
      list = { id: row.listId!, name: row.name!, businessIds: [] };
      lists.set(list.id, list);
      state.lists.push(list);
    }
    if (row.businessId) list.businessIds.push(row.businessId);
  }
  return state;
}
