// lists.* over real HTTP: validation, ordering by last change, items and notes, the shared view,
// another user's ids answering exactly like unknown ones, and simultaneous duplicate items.
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { ITEM_NOT_FOUND_MESSAGE, LIST_NOT_FOUND_MESSAGE } from "@/features/lists/schema";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createBusiness, uniqueWord } from "../helpers/business-factories";

const server = apiServerForThisFile();
const business = () => createBusiness({ name: `Listed ${uniqueWord()}` });

describe("lists", () => {
  it("creates with trimmed, validated fields and refuses bad input with field errors", async () => {
    const { api } = await server.clientAs(["customer"]);
    const list = await api.lists.create.mutate({ name: "  Date night  ", description: "  ", isPublic: true });
    expect(list).toMatchObject({ name: "Date night", description: null, isPublic: true, itemCount: 0 });
    expect(await outcome(api.lists.create.mutate({ name: "   " }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { name: ["List name is required"] },
    });
    expect(await outcome(api.lists.create.mutate({ name: "x".repeat(81) }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "List name must be 80 characters or fewer",
    });
    expect(await api.lists.create.mutate({ name: "x".repeat(80) })).toMatchObject({
      name: "x".repeat(80),
      isPublic: false,
    });
    expect(await outcome(api.lists.create.mutate({ name: "ok", description: "d".repeat(501) }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { description: ["Description must be 500 characters or fewer"] },
    });
  });

  it("updates, orders by last change (items included) and deletes", async () => {
    const { api } = await server.clientAs(["customer"]);
    const first = await api.lists.create.mutate({ name: "First" });
    const second = await api.lists.create.mutate({ name: "Second" });
    expect((await api.lists.mine.query()).map((list) => list.name)).toEqual(["Second", "First"]);

    const target = await business();
    await api.lists.addItem.mutate({ listId: first.id, businessId: target.id, notes: "Try the brisket" });
    expect((await api.lists.mine.query()).map((list) => [list.name, list.itemCount])).toEqual([
      ["First", 1],
      ["Second", 0],
    ]);
    await api.lists.update.mutate({ listId: second.id, name: "Renamed", description: "Coffee spots", isPublic: true });
    expect((await api.lists.mine.query())[0]).toMatchObject({
      id: second.id,
      name: "Renamed",
      description: "Coffee spots",
      isPublic: true,
    });
    await api.lists.update.mutate({ listId: second.id, isPublic: false });
    expect((await api.lists.mine.query())[0]).toMatchObject({ name: "Renamed", isPublic: false });

    await api.lists.removeItem.mutate({ listId: first.id, businessId: target.id });
    expect((await api.lists.mine.query())[0]).toMatchObject({ id: first.id, itemCount: 0 });
    expect(await outcome(api.lists.removeItem.mutate({ listId: first.id, businessId: target.id }))).toMatchObject({
      code: "NOT_FOUND",
      message: ITEM_NOT_FOUND_MESSAGE,
    });

    await api.lists.delete.mutate({ listId: first.id });
    expect((await api.lists.mine.query()).map((list) => list.id)).toEqual([second.id]);
    expect(await outcome(api.lists.get.query({ listId: first.id }))).toMatchObject({
      code: "NOT_FOUND",
      message: LIST_NOT_FOUND_MESSAGE,
    });
  });

  it("adds items once, edits their notes and leaves out deleted businesses", async () => {
    const { api } = await server.clientAs(["customer"]);
    const list = await api.lists.create.mutate({ name: "Tacos" });
    const [kept, removed] = [await business(), await business()];
    expect(await api.lists.addItem.mutate({ listId: list.id, businessId: kept.id })).toEqual({ status: "added" });
    expect(await api.lists.addItem.mutate({ listId: list.id, businessId: kept.id })).toEqual({ status: "already" });
    await api.lists.addItem.mutate({ listId: list.id, businessId: removed.id });
    await db.businessProfile.delete({ where: { id: removed.id } });

    const detail = await api.lists.get.query({ listId: list.id });
    expect(detail.items.map((entry) => entry.business.id)).toEqual([kept.id]);
    const itemId = detail.items[0]!.itemId;
    await api.lists.updateItemNote.mutate({ itemId, notes: "  Al pastor  " });
    expect((await api.lists.get.query({ listId: list.id })).items[0]).toMatchObject({ notes: "Al pastor" });
    await api.lists.updateItemNote.mutate({ itemId, notes: "" });
    expect((await api.lists.get.query({ listId: list.id })).items[0]).toMatchObject({ notes: null });
    expect(await outcome(api.lists.updateItemNote.mutate({ itemId, notes: "n".repeat(501) }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Note must be 500 characters or fewer",
    });
    expect(await outcome(api.lists.addItem.mutate({ listId: list.id, businessId: "no-such-business" }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("keeps exactly one row when the same business is added to a list simultaneously", async () => {
    const { api } = await server.clientAs(["customer"]);
    const list = await api.lists.create.mutate({ name: "Race" });
    const target = await business();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api.lists.addItem.mutate({ listId: list.id, businessId: target.id })),
    );
    expect(results.filter((result) => result.status === "added")).toHaveLength(1);
    expect(await db.userListItem.count({ where: { listId: list.id, businessId: target.id } })).toBe(1);
  });

  it("answers another user's list and item ids exactly like unknown ones", async () => {
    const a = await server.clientAs(["customer"]);
    const b = await server.clientAs(["customer"]);
    const list = await a.api.lists.create.mutate({ name: "A's private list", isPublic: false });
    const target = await business();
    const other = await business();
    await a.api.lists.addItem.mutate({ listId: list.id, businessId: target.id });
    const itemId = (await a.api.lists.get.query({ listId: list.id })).items[0]!.itemId;

    const notFound = { code: "NOT_FOUND", message: LIST_NOT_FOUND_MESSAGE };
    for (const listId of [list.id, "no-such-list"]) {
      expect(await outcome(b.api.lists.get.query({ listId }))).toMatchObject(notFound);
      expect(await outcome(b.api.lists.update.mutate({ listId, name: "Mine now" }))).toMatchObject(notFound);
      expect(await outcome(b.api.lists.delete.mutate({ listId }))).toMatchObject(notFound);
      expect(await outcome(b.api.lists.addItem.mutate({ listId, businessId: other.id }))).toMatchObject(notFound);
      expect(await outcome(b.api.lists.removeItem.mutate({ listId, businessId: target.id }))).toMatchObject(notFound);
      expect(await outcome(b.api.lists.shared.query({ listId }))).toMatchObject(notFound);
    }
    for (const id of [itemId, "no-such-item"]) {
      expect(await outcome(b.api.lists.updateItemNote.mutate({ itemId: id, notes: "hijacked" }))).toMatchObject({
        code: "NOT_FOUND",
        message: ITEM_NOT_FOUND_MESSAGE,
      });
    }
    expect(await b.api.lists.mine.query()).toEqual([]);
    const intact = await a.api.lists.get.query({ listId: list.id });
    expect(intact).toMatchObject({ name: "A's private list", itemCount: 1 });
    expect(intact.items[0]).toMatchObject({ notes: null, business: { id: target.id } });
  });

  it("shows a public list to anyone, a private one to its owner only, with the owner's name and never the email", async () => {
    const owner = await server.clientAs(["customer"]);
    const list = await owner.api.lists.create.mutate({ name: "Shared", isPublic: true });
    const target = await business();
    await owner.api.lists.addItem.mutate({ listId: list.id, businessId: target.id, notes: "Open late" });
    const anonymous = server.client();

    const shared = await anonymous.lists.shared.query({ listId: list.id });
    expect(shared).toMatchObject({ name: "Shared", isPublic: true, isOwner: false, ownerName: owner.user.displayName });
    expect(shared.items).toMatchObject([{ notes: "Open late", business: { id: target.id } }]);
    expect(JSON.stringify(shared)).not.toContain(owner.user.email!);

    await owner.api.lists.update.mutate({ listId: list.id, isPublic: false });
    expect(await outcome(anonymous.lists.shared.query({ listId: list.id }))).toMatchObject({
      code: "NOT_FOUND",
      message: LIST_NOT_FOUND_MESSAGE,
    });
    expect(await owner.api.lists.shared.query({ listId: list.id })).toMatchObject({ isPublic: false, isOwner: true });
  });
});
