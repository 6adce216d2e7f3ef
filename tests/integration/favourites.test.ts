// favourites.* over real HTTP: adding, the duplicate refusals (also simultaneous), removing only
// one's own, newest-first pages without inactive or deleted businesses, and the card state.
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import {
  BUSINESS_NOT_FOUND_MESSAGE,
  FAVOURITE_NOT_FOUND_MESSAGE,
  FAVOURITES_PAGE_SIZE,
} from "@/features/favourites/schema";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createBusiness, uniqueWord } from "../helpers/business-factories";

const server = apiServerForThisFile();
const business = () => createBusiness({ name: `Fav ${uniqueWord()}` });
const rowsOf = (userId: string, businessId: string) => db.userFavorite.count({ where: { userId, businessId } });

describe("favourites", () => {
  it("adds, refuses a duplicate as 'already', lists newest first and removes", async () => {
    const { user, api } = await server.clientAs(["customer"]);
    const [first, second] = [await business(), await business()];
    expect(await api.favourites.add.mutate({ businessId: first.id })).toEqual({ status: "added" });
    expect(await api.favourites.add.mutate({ businessId: second.id })).toEqual({ status: "added" });
    expect(await api.favourites.add.mutate({ businessId: first.id })).toEqual({ status: "already" });
    expect(await rowsOf(user.id, first.id)).toBe(1);

    const page = await api.favourites.list.query({});
    expect(page.total).toBe(2);
    expect(page.items.map((card) => card.id)).toEqual([second.id, first.id]);
    expect(page.items[0]).toMatchObject({ businessName: second.businessName, slug: second.slug });

    await api.favourites.remove.mutate({ businessId: first.id });
    expect(await rowsOf(user.id, first.id)).toBe(0);
    expect(await outcome(api.favourites.remove.mutate({ businessId: first.id }))).toMatchObject({
      code: "NOT_FOUND",
      message: FAVOURITE_NOT_FOUND_MESSAGE,
    });
  });

  it("keeps exactly one row when the same favourite is added simultaneously", async () => {
    const { user, api } = await server.clientAs(["customer"]);
    const target = await business();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api.favourites.add.mutate({ businessId: target.id })),
    );
    expect(results.filter((result) => result.status === "added")).toHaveLength(1);
    expect(results.filter((result) => result.status === "already")).toHaveLength(5);
    expect(await rowsOf(user.id, target.id)).toBe(1);
  });

  it("refuses unknown or inactive businesses and bad input", async () => {
    const { api } = await server.clientAs(["customer"]);
    const inactive = await createBusiness({ name: `Closed ${uniqueWord()}`, active: false });
    for (const businessId of ["no-such-business", inactive.id]) {
      expect(await outcome(api.favourites.add.mutate({ businessId }))).toMatchObject({
        code: "NOT_FOUND",
        message: BUSINESS_NOT_FOUND_MESSAGE,
      });
    }
    expect(await outcome(api.favourites.add.mutate({ businessId: "" }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { businessId: ["Invalid id"] },
    });
    expect(await outcome(api.favourites.list.query({ page: 0 }))).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("never touches another user's favourite", async () => {
    const a = await server.clientAs(["customer"]);
    const b = await server.clientAs(["customer"]);
    const target = await business();
    await a.api.favourites.add.mutate({ businessId: target.id });
    expect(await outcome(b.api.favourites.remove.mutate({ businessId: target.id }))).toMatchObject({
      code: "NOT_FOUND",
      message: FAVOURITE_NOT_FOUND_MESSAGE,
    });
    expect(await rowsOf(a.user.id, target.id)).toBe(1);
    expect((await b.api.favourites.list.query({})).total).toBe(0);
    expect((await b.api.favourites.cardState.query({ businessIds: [target.id] })).favouriteIds).toEqual([]);
  });

  it("pages twelve at a time and leaves out deactivated and deleted businesses", async () => {
    const { user, api } = await server.clientAs(["customer"]);
    const businesses = [];
    for (let index = 0; index < FAVOURITES_PAGE_SIZE + 2; index++) businesses.push(await business());
    for (const [index, entry] of businesses.entries()) {
      await db.userFavorite.create({
        data: { userId: user.id, businessId: entry.id, createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)) },
      });
    }
    await db.businessProfile.update({ where: { id: businesses[0]!.id }, data: { active: false } });
    await db.businessProfile.delete({ where: { id: businesses[1]!.id } });
    const first = await api.favourites.list.query({ page: 1 });
    expect(first).toMatchObject({ total: FAVOURITES_PAGE_SIZE, page: 1, pageCount: 1 });
    expect(first.items.map((card) => card.id)).toEqual(
      businesses
        .slice(2)
        .reverse()
        .map((entry) => entry.id),
    );
  });

  it("answers a page's card state: favourites and the lists holding each business", async () => {
    const { user, api } = await server.clientAs(["admin"]);
    const [x, y, z] = [await business(), await business(), await business()];
    await api.favourites.add.mutate({ businessId: x.id });
    const older = await api.lists.create.mutate({ name: "Older" });
    const newer = await api.lists.create.mutate({ name: "Newer" });
    await api.lists.addItem.mutate({ listId: older.id, businessId: y.id });
    await api.lists.addItem.mutate({ listId: newer.id, businessId: x.id });
    await api.lists.addItem.mutate({ listId: newer.id, businessId: z.id });
    const state = await api.favourites.cardState.query({ businessIds: [x.id, y.id] });
    expect(state.favouriteIds).toEqual([x.id]);
    expect(state.lists).toEqual([
      { id: newer.id, name: "Newer", businessIds: [x.id] },
      { id: older.id, name: "Older", businessIds: [y.id] },
    ]);
    expect(await api.favourites.cardState.query({ businessIds: [] })).toEqual({
      favouriteIds: [],
      lists: [
        { id: newer.id, name: "Newer", businessIds: [] },
        { id: older.id, name: "Older", businessIds: [] },
      ],
    });
    expect(await db.userFavorite.count({ where: { userId: user.id } })).toBe(1);
    expect(
      await outcome(
        api.favourites.cardState.query({ businessIds: Array.from({ length: 251 }, (_, index) => `id${index}`) }),
      ),
    ).toMatchObject({
      code: "BAD_REQUEST",
    });
  });
});
