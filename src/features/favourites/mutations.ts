import "server-only";
// Adding and removing favourites. The unique (user, business) pair decides between simultaneous
// adds: the loser is told the business is already a favourite, never a 500.
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { findBusiness } from "@/features/businesses/access";
import { countInsight } from "@/features/insights/record";
import { BUSINESS_NOT_FOUND_MESSAGE, FAVOURITE_NOT_FOUND_MESSAGE, type FavouriteAddResult } from "./schema";

/** An active business, or NOT_FOUND. */
export async function requireActiveBusiness(db: Db, businessId: string): Promise<void> {
  await findBusiness(db, businessId, { id: true }, { active: true, message: BUSINESS_NOT_FOUND_MESSAGE });
}

export async function addFavourite(db: Db, userId: string, businessId: string): Promise<FavouriteAddResult> {
  await requireActiveBusiness(db, businessId);
  try {
    await db.userFavorite.create({ data: { userId, businessId } });
    countInsight({ businessId, metric: "favourites", visitor: userId });
    return { status: "added" };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "already" };
    throw error;
  }
}

/** Only the caller's own favourite can be removed: anyone else's simply is not found. */
export async function removeFavourite(db: Db, userId: string, businessId: string): Promise<void> {
  const { count } = await db.userFavorite.deleteMany({ where: { userId, businessId } });
  if (count === 0) throw new AppError("NOT_FOUND", FAVOURITE_NOT_FOUND_MESSAGE);
}
