import "server-only";
// Writing lists and their items. Every write names the owner in its `where`, so another user's list
// or item answers NOT_FOUND exactly as an unknown id does. Adding or removing an item moves the
// list's update time, which orders the lists.
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { requireActiveBusiness } from "@/features/favourites/mutations";
import { countInsight } from "@/features/insights/record";
import {
  ITEM_NOT_FOUND_MESSAGE,
  ITEMS_PER_LIST_MAX,
  LIST_FULL_MESSAGE,
  LIST_NOT_FOUND_MESSAGE,
  LISTS_PER_USER_MAX,
  TOO_MANY_LISTS_MESSAGE,
  type ListItemAddResult,
  type TItemNoteInput,
  type TListItemInput,
  type TUpdateListInput,
} from "./schema";
import type { ListSummary } from "./types";

type NewList = { name: string; description?: string | null; isPublic: boolean };

export async function createList(db: Db, userId: string, input: NewList): Promise<ListSummary> {
  if ((await db.userList.count({ where: { userId } })) >= LISTS_PER_USER_MAX)
    throw new AppError("BAD_REQUEST", TOO_MANY_LISTS_MESSAGE);
  const list = await db.userList.create({
    data: { userId, name: input.name, description: input.description ?? null, isPublic: input.isPublic },
    select: { id: true, name: true, description: true, isPublic: true, updatedAt: true },
  });
  return { ...list, itemCount: 0 };
}

async function requireOwnList(db: Db, userId: string, listId: string): Promise<void> {
  const list = await db.userList.findFirst({ where: { id: listId, userId }, select: { id: true } });
  if (!list) throw new AppError("NOT_FOUND", LIST_NOT_FOUND_MESSAGE);
}

export async function updateList(db: Db, userId: string, { listId, ...changes }: TUpdateListInput): Promise<void> {
  const { count } = await db.userList.updateMany({
    where: { id: listId, userId },
    data: { ...changes, updatedAt: new Date() },
  });
  if (count === 0) throw new AppError("NOT_FOUND", LIST_NOT_FOUND_MESSAGE);
}

export async function deleteList(db: Db, userId: string, listId: string): Promise<void> {
  const { count } = await db.userList.deleteMany({ where: { id: listId, userId } });
  if (count === 0) throw new AppError("NOT_FOUND", LIST_NOT_FOUND_MESSAGE);
}

/** Adds the business; a second (or simultaneous) add of the same one is 'already', never a second row. */
export async function addListItem(db: Db, userId: string, input: TListItemInput): Promise<ListItemAddResult> {
  await requireOwnList(db, userId, input.listId);
  await requireActiveBusiness(db, input.businessId);
  if ((await db.userListItem.count({ where: { listId: input.listId } })) >= ITEMS_PER_LIST_MAX)
    throw new AppError("BAD_REQUEST", LIST_FULL_MESSAGE);
  try {
    await db.$transaction([
      db.userListItem.create({
        data: { listId: input.listId, businessId: input.businessId, notes: input.notes ?? null },
      }),
      db.userList.update({ where: { id: input.listId }, data: { updatedAt: new Date() } }),
    ]);
    countInsight({ businessId: input.businessId, metric: "listAdds", visitor: userId });
    return { status: "added" };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "already" };
    throw error;
  }
}

export async function removeListItem(db: Db, userId: string, listId: string, businessId: string): Promise<void> {
  await requireOwnList(db, userId, listId);
  const { count } = await db.userListItem.deleteMany({ where: { listId, businessId } });
  if (count === 0) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND_MESSAGE);
  await db.userList.updateMany({ where: { id: listId }, data: { updatedAt: new Date() } });
}

/** Sets or clears an item's note; only in the caller's own lists. */
export async function updateItemNote(db: Db, userId: string, { itemId, notes }: TItemNoteInput): Promise<void> {
  const { count } = await db.userListItem.updateMany({ where: { id: itemId, list: { userId } }, data: { notes } });
  if (count === 0) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND_MESSAGE);
}
