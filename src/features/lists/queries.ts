import "server-only";
// Reads of lists: the owner's own, one of them with its businesses, and the shared page's view.
import type { Db } from "@/platform/db";
import { loadBusinessCards } from "@/features/directory/cards";
import { AppError } from "@/platform/errors";
import { ITEMS_PER_LIST_MAX, LIST_NOT_FOUND_MESSAGE, LISTS_PER_USER_MAX } from "./schema";
import type { ListDetail, ListSummary, SharedList } from "./types";

const activeItems = { where: { business: { active: true } } } as const;

const summarySelect = {
  id: true,
  name: true,
  description: true,
  isPublic: true,
  updatedAt: true,
  _count: { select: { items: activeItems } },
} as const;

type SummaryRow = {
  id: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  updatedAt: Date;
  _count: { items: number };
};

const toSummary = (row: SummaryRow): ListSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isPublic: row.isPublic,
  updatedAt: row.updatedAt,
  itemCount: row._count.items,
});

/** The user's lists, most recently changed first. */
export async function listsOf(db: Db, userId: string): Promise<ListSummary[]> {
  const rows = await db.userList.findMany({
    where: { userId },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: LISTS_PER_USER_MAX,
    select: summarySelect,
  });
  return rows.map(toSummary);
}

async function withItems(db: Db, row: SummaryRow): Promise<ListDetail> {
  const items = await db.userListItem.findMany({
    where: { listId: row.id, business: { active: true } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: ITEMS_PER_LIST_MAX,
    select: { id: true, notes: true, businessId: true },
  });
  const cards = new Map(
    (
      await loadBusinessCards(
        db,
        items.map((item) => item.businessId),
        new Date(),
        null,
      )
    ).map((card) => [card.id, card]),
  );
  return {
    ...toSummary(row),
    items: items.flatMap((item) => {
      const business = cards.get(item.businessId);
      return business ? [{ itemId: item.id, notes: item.notes, business }] : [];
    }),
  };
}

/** One of the user's own lists with its businesses; anyone else's list is NOT_FOUND, as an unknown id. */
export async function ownListDetail(db: Db, userId: string, listId: string): Promise<ListDetail> {
  const row = await db.userList.findFirst({ where: { id: listId, userId }, select: summarySelect });
  if (!row) throw new AppError("NOT_FOUND", LIST_NOT_FOUND_MESSAGE);
  return withItems(db, row);
}

/** A public list for anyone, a private one for its owner only; otherwise NOT_FOUND. */
export async function sharedList(db: Db, viewerId: string | null, listId: string): Promise<SharedList> {
  const row = await db.userList.findUnique({
    where: { id: listId },
    select: { ...summarySelect, userId: true, user: { select: { displayName: true } } },
  });
  const isOwner = !!row && row.userId === viewerId;
  if (!row || (!row.isPublic && !isOwner)) throw new AppError("NOT_FOUND", LIST_NOT_FOUND_MESSAGE);
  return { ...(await withItems(db, row)), ownerName: row.user.displayName, isOwner };
}
