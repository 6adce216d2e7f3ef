// The directory page's per-user state (favourites and list membership of its 12 cards) for a
// heavy user: 1,000 favourites and 50 lists of 20 businesses, page 1's cards among them.
import type { Db } from "@/platform/db";
import { cardStateStatement, getCardState } from "@/features/favourites/queries";
import { searchDirectory } from "@/features/directory/search";
import { directorySearchInput } from "@/features/directory/schema";
import type { BenchCase } from "./cases";

const FAVOURITES = 1000;
const LISTS = 50;
const ITEMS_PER_LIST = 20;
const EMAIL = "bench-heavy-customer@localhub.example";
/** Other customers, so the heavy user's rows are a small share of each table, as in real use. */
const OTHER_USERS = 200;
const OTHER_FAVOURITES = 50;
const OTHER_LIST_ITEMS = 10;

export function cardStateCase(now: Date): BenchCase {
  let userId = "";
  let pageIds: string[] = [];
  return {
    name: `directory page's card state, user with ${FAVOURITES.toLocaleString("en-US")} favourites and ${LISTS} lists`,
    setup: async (db) => {
      pageIds = (await searchDirectory(db, directorySearchInput.parse({ sort: "relevance" }), now)).items.map(
        (card) => card.id,
      );
      const others = await db.businessProfile.findMany({
        where: { active: true, id: { notIn: pageIds } },
        select: { id: true },
        orderBy: { id: "asc" },
        take: FAVOURITES,
      });
      const ids = [...pageIds.slice(0, 6), ...others.map((row) => row.id)].slice(0, FAVOURITES);
      await db.user.deleteMany({ where: { email: { startsWith: "bench-" } } });
      const user = await db.user.create({ data: { email: EMAIL, passwordHash: "-", displayName: "Heavy Customer" } });
      userId = user.id;
      await db.userFavorite.createMany({ data: ids.map((businessId) => ({ userId, businessId })) });
      for (let index = 0; index < LISTS; index++) {
        const members = [
          pageIds[index % pageIds.length]!,
          ...ids.slice(index * ITEMS_PER_LIST, (index + 1) * ITEMS_PER_LIST - 1),
        ];
        await db.userList.create({
          data: {
            userId,
            name: `List ${index + 1}`,
            items: { create: [...new Set(members)].map((businessId) => ({ businessId })) },
          },
        });
      }
      await addOtherCustomers(
        db,
        others.map((row) => row.id),
      );
      // Fresh statistics after the bulk insert, as the seed leaves them for the businesses.
      for (const table of ["UserFavorite", "UserList", "UserListItem"])
        await db.$executeRawUnsafe(`ANALYZE "${table}"`);
    },
    run: (db) => getCardState(db, userId, pageIds),
    statements: async () => [{ label: "card state", sql: cardStateStatement(userId, pageIds) }],
  };
}

/** OTHER_USERS customers with OTHER_FAVOURITES favourites and one list of OTHER_LIST_ITEMS each. */
async function addOtherCustomers(db: Db, businessIds: string[]) {
  await db.user.createMany({
    data: Array.from({ length: OTHER_USERS }, (_, index) => ({
      id: `bench_user_${index}`,
      email: `bench-other-${index}@localhub.example`,
      passwordHash: "-",
      displayName: `Other ${index}`,
    })),
  });
  const pick = (user: number, count: number) =>
    Array.from({ length: count }, (_, index) => businessIds[(user * 37 + index * 13) % businessIds.length]!);
  await db.userFavorite.createMany({
    data: Array.from({ length: OTHER_USERS }, (_, user) =>
      [...new Set(pick(user, OTHER_FAVOURITES))].map((businessId) => ({ userId: `bench_user_${user}`, businessId })),
    ).flat(),
  });
  await db.userList.createMany({
    data: Array.from({ length: OTHER_USERS }, (_, user) => ({
      id: `bench_list_${user}`,
      userId: `bench_user_${user}`,
      name: "Mine",
    })),
  });
  await db.userListItem.createMany({
    data: Array.from({ length: OTHER_USERS }, (_, user) =>
      [...new Set(pick(user + 1, OTHER_LIST_ITEMS))].map((businessId) => ({
        listId: `bench_list_${user}`,
        businessId,
      })),
    ).flat(),
  });
}
