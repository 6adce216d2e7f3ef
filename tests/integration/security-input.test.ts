// Bad input gets a clear message, never a 500: NUL bytes and lone surrogates in every kind of text
// input on both databases, impossible dates and page cursors, and LIKE's wildcards taken literally
// in the admin searches.
import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { db } from "@/platform/db";
import { CALENDAR_DAY_MESSAGE } from "@/lib/calendar-day";
import { INVALID_TEXT_MESSAGE } from "@/lib/text";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createUser, uniqueEmail } from "../helpers/factories";
import { newBusinessInput } from "../helpers/business-editor";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { createCategoryPair, joinInput } from "../helpers/waitlist";

const server = apiServerForThisFile();
const BAD = ["caf\u0000e", "caf\ud800e", "\udfff"];

/** Sends each bad text to each call; every answer must be 400 with the text type's message. */
async function expectEveryBadTextRefused(calls: Record<string, (bad: string) => Promise<unknown>>) {
  const answers: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  for (const bad of BAD) {
    for (const [name, call] of Object.entries(calls)) {
      const key = `${name} ${JSON.stringify(bad)}`;
      answers[key] = await outcome(call(bad));
      expected[key] = expect.objectContaining({ code: "BAD_REQUEST", message: INVALID_TEXT_MESSAGE });
    }
  }
  expect(answers).toEqual(expected);
}

describe("NUL bytes and lone surrogates", () => {
  it("are refused with a clear message by search, sign-up, the waitlist and the newsletter", async () => {
    const api = server.client();
    const pair = await createCategoryPair();
    for (const bad of BAD) {
      const calls = [
        api.directory.search.query({ search: bad }),
        api.directory.suggest.query({ text: bad }),
        api.auth.signUp.mutate({ identifier: uniqueEmail(), password: "Tumbleweed-Harbor-71", displayName: bad }),
        api.waitlist.join.mutate(joinInput(pair, { businessName: bad })),
        api.waitlist.join.mutate(joinInput(pair, { challenges: [bad] })),
      ];
      for (const call of calls)
        expect(await outcome(call)).toMatchObject({ code: "BAD_REQUEST", message: INVALID_TEXT_MESSAGE });
    }
  });

  it("are refused with a clear message by the business editor, lists, favourites, the admin's businesses screen, profile redirects and notifications", async () => {
    const { api } = await server.clientAs(["admin", "business_owner"]);
    const valid = await newBusinessInput();
    const create = (part: (bad: string) => Partial<typeof valid>) => (bad: string) =>
      api.businesses.create.mutate({ ...valid, ...part(bad) });
    const basics = (bad: string) => ({ ...valid.basics, businessName: bad });
    const calls: Record<string, (bad: string) => Promise<unknown>> = {
      "businesses.create businessName": create((bad) => ({ basics: basics(bad) })),
      "businesses.create description": create((bad) => ({ basics: { ...valid.basics, description: bad } })),
      "businesses.create categoryId": create((bad) => ({ basics: { ...valid.basics, categoryId: bad } })),
      "businesses.create tagIds": create((bad) => ({ basics: { ...valid.basics, tagIds: [bad] } })),
      "businesses.create address": create((bad) => ({ location: { ...valid.location, address: bad } })),
      "businesses.create citySlug": create((bad) => ({ location: { ...valid.location, citySlug: bad } })),
      "businesses.create phone": create((bad) => ({ contact: { ...valid.contact, phone: bad } })),
      "businesses.create websiteUrl": create((bad) => ({
        contact: { ...valid.contact, websiteUrl: `example.com/${bad}` },
      })),
      "businesses.create service name": create((bad) => ({ services: [{ serviceName: bad }] })),
      "businesses.create service description": create((bad) => ({
        services: [{ serviceName: "Cut", description: bad }],
      })),
      "businesses.create offer title": create((bad) => ({ offers: [{ title: bad }] })),
      "businesses.create offer description": create((bad) => ({ offers: [{ title: "Deal", description: bad }] })),
      "businesses.forEdit": (bad) => api.businesses.forEdit.query({ id: bad }),
      "businesses.updateBasics id": (bad) => api.businesses.updateBasics.mutate({ id: bad, data: valid.basics }),
      "businesses.updateBasics name": (bad) => api.businesses.updateBasics.mutate({ id: "b1", data: basics(bad) }),
      "businesses.updateLocation": (bad) =>
        api.businesses.updateLocation.mutate({ id: "b1", data: { ...valid.location, address: bad } }),
      "businesses.updateContact": (bad) =>
        api.businesses.updateContact.mutate({ id: "b1", data: { ...valid.contact, phone: bad } }),
      "businesses.updatePhotos": (bad) => api.businesses.updatePhotos.mutate({ id: bad, data: {} }),
      "businesses.saveHours": (bad) => api.businesses.saveHours.mutate({ id: bad, data: [] }),
      "businesses.saveServices": (bad) =>
        api.businesses.saveServices.mutate({ id: "b1", data: [{ id: bad, serviceName: "Cut" }] }),
      "businesses.saveOffers": (bad) =>
        api.businesses.saveOffers.mutate({ id: "b1", data: [{ id: "o1", title: bad }] }),
      "businesses.setActive": (bad) => api.businesses.setActive.mutate({ id: bad, active: true }),
      "lists.get": (bad) => api.lists.get.query({ listId: bad }),
      "lists.shared": (bad) => server.client().lists.shared.query({ listId: bad }),
      "lists.create name": (bad) => api.lists.create.mutate({ name: bad }),
      "lists.create description": (bad) => api.lists.create.mutate({ name: "Date night", description: bad }),
      "lists.update": (bad) => api.lists.update.mutate({ listId: "l1", name: bad }),
      "lists.delete": (bad) => api.lists.delete.mutate({ listId: bad }),
      "lists.addItem businessId": (bad) => api.lists.addItem.mutate({ listId: "l1", businessId: bad }),
      "lists.addItem notes": (bad) => api.lists.addItem.mutate({ listId: "l1", businessId: "b1", notes: bad }),
      "lists.removeItem": (bad) => api.lists.removeItem.mutate({ listId: bad, businessId: "b1" }),
      "lists.updateItemNote": (bad) => api.lists.updateItemNote.mutate({ itemId: "i1", notes: bad }),
      "favourites.cardState": (bad) => api.favourites.cardState.query({ businessIds: ["b1", bad] }),
      "favourites.add": (bad) => api.favourites.add.mutate({ businessId: bad }),
      "favourites.remove": (bad) => api.favourites.remove.mutate({ businessId: bad }),
      "businessAdmin.list": (bad) => api.businessAdmin.list.query({ q: bad }),
      "businessAdmin.setVerification id": (bad) =>
        api.businessAdmin.setVerification.mutate({ id: bad, status: "verified" }),
      "businessAdmin.setVerification reason": (bad) =>
        api.businessAdmin.setVerification.mutate({ id: "b1", status: "rejected", reason: bad }),
      "businessAdmin.setFeatured": (bad) => api.businessAdmin.setFeatured.mutate({ id: bad, featured: true }),
      "businessAdmin.setActive": (bad) => api.businessAdmin.setActive.mutate({ id: bad, active: false }),
      "businessAdmin.bulk": (bad) => api.businessAdmin.bulk.mutate({ ids: [bad], action: "verify" }),
      "businessProfile.redirect slug": (bad) => server.client().businessProfile.redirect.query({ slug: bad }),
      "businessProfile.redirect city": (bad) =>
        server.client().businessProfile.redirect.query({ city: bad, slug: "shop" }),
      "notifications.markRead": (bad) => api.notifications.markRead.mutate({ id: bad }),
    };
    await expectEveryBadTextRefused(calls);
  });
});

describe("NUL bytes and lone surrogates in claims, accounts and links", () => {
  it("are refused with a clear message by claims, /account and the emailed links' forms", async () => {
    const { api } = await server.clientAs(["admin", "customer"], { verified: true });
    const calls: Record<string, (bad: string) => Promise<unknown>> = {
      "claims.submit businessId": (bad) =>
        api.claims.submit.mutate({ businessId: bad, roleAtBusiness: "Owner", phone: "512-555-0100" }),
      "claims.submit phone": (bad) =>
        api.claims.submit.mutate({ businessId: "b1", roleAtBusiness: "Owner", phone: `512-555-0100${bad}` }),
      "claims.submit note": (bad) =>
        api.claims.submit.mutate({ businessId: "b1", roleAtBusiness: "Owner", phone: "512-555-0100", note: bad }),
      "claims.approve": (bad) => api.claims.approve.mutate({ id: bad }),
      "claims.reject": (bad) => api.claims.reject.mutate({ id: bad }),
      "account.updateDisplayName": (bad) => api.account.updateDisplayName.mutate({ displayName: bad }),
      "account.changeEmail currentPassword": (bad) =>
        api.account.changeEmail.mutate({ email: "new@example.com", currentPassword: bad }),
      "account.changePassword currentPassword": (bad) =>
        api.account.changePassword.mutate({ currentPassword: bad, newPassword: "Sturdy-pass-77x" }),
      "account.deleteAccount": (bad) => api.account.deleteAccount.mutate({ confirmation: bad }),
      "auth.resetPassword": (bad) =>
        server.client().auth.resetPassword.mutate({ token: bad, password: "Sturdy-pass-77x" }),
      "auth.verifyEmail": (bad) => server.client().auth.verifyEmail.mutate({ token: bad }),
    };
    await expectEveryBadTextRefused(calls);
  });
});

describe("impossible dates and page cursors", () => {
  it("waitlist referrals: a date filter that names no real day is refused with a clear message", async () => {
    const { api } = await server.clientAs(["admin"]);
    for (const day of ["0000-01-01", "2026-13-01", "2026-02-30"]) {
      for (const filters of [{ from: day }, { to: day }]) {
        expect(await outcome(api.waitlistAdmin.entries.query({ filters })), day).toMatchObject({
          code: "BAD_REQUEST",
          message: CALENDAR_DAY_MESSAGE,
        });
      }
    }
    expect(await api.waitlistAdmin.entries.query({ filters: { from: "2024-02-29", to: "2200-12-31" } })).toMatchObject({
      page: 1,
    });
  });

  it("offer dates: impossible days and years out of range are refused with a clear message", async () => {
    const { api, user } = await server.clientAs(["business_owner"]);
    await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
    const created = await api.businesses.create.mutate(await newBusinessInput());
    for (const day of [
      "0000-01-01",
      "1899-12-31",
      "2201-01-01",
      "2026-13-01",
      "2026-01-32",
      "2026-02-30",
      "2025-02-29",
    ]) {
      for (const offer of [
        { title: "Deal", validFrom: day },
        { title: "Deal", validTo: day },
      ]) {
        expect(await outcome(api.businesses.saveOffers.mutate({ id: created.id, data: [offer] })), day).toMatchObject({
          code: "BAD_REQUEST",
          message: CALENDAR_DAY_MESSAGE,
        });
      }
    }
    const input = await newBusinessInput();
    expect(
      await outcome(api.businesses.create.mutate({ ...input, offers: [{ title: "Deal", validTo: "0000-01-01" }] })),
    ).toMatchObject({ code: "BAD_REQUEST", message: CALENDAR_DAY_MESSAGE });
    // The edges of the range and a leap day still save.
    await api.businesses.saveOffers.mutate({
      id: created.id,
      data: [
        { title: "Deal", validFrom: "1900-01-01", validTo: "2200-12-31" },
        { title: "Leap", validFrom: "2028-02-29" },
      ],
    });
    expect((await api.businesses.forEdit.query({ id: created.id })).offers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: "Deal", validFrom: "1900-01-01", validTo: "2200-12-31" }),
        expect.objectContaining({ title: "Leap", validFrom: "2028-02-29" }),
      ]),
    );
  });

  it("audit log: a cursor or a date that names no real moment is refused with a clear message", async () => {
    const { api } = await server.clientAs(["admin"]);
    for (const before of [
      "2026-13-01T00:00:00.000Z_abc",
      "2026-02-30T00:00:00.000Z_abc",
      "2026-01-01T24:00:00.000Z_abc",
      "2026-01-01T23:60:00.000Z_abc",
      "0000-01-01T00:00:00.000Z_abc",
    ]) {
      expect(await outcome(api.audit.list.query({ filters: {}, before })), before).toMatchObject({
        code: "BAD_REQUEST",
        message: "Not a valid page.",
      });
    }
    for (const day of ["0000-01-01", "2026-13-01", "2026-02-30"]) {
      expect(await outcome(api.audit.list.query({ filters: { from: day } })), day).toMatchObject({
        code: "BAD_REQUEST",
        message: CALENDAR_DAY_MESSAGE,
      });
      expect(await outcome(api.audit.list.query({ filters: { to: day } })), day).toMatchObject({
        code: "BAD_REQUEST",
        message: CALENDAR_DAY_MESSAGE,
      });
    }
    const page = await api.audit.list.query({
      filters: { from: "2024-02-29" },
      before: new Date().toISOString() + "_abc",
    });
    expect(page.entries).toBeInstanceOf(Array);
  });
});

describe("admin user search", () => {
  it("takes % and _ literally", async () => {
    const tag = randomUUID().slice(0, 8);
    await createUser({ displayName: `Pct 100% ${tag}` });
    await createUser({ displayName: `Pct 1000 ${tag}` });
    await createUser({ displayName: `Under a_b ${tag}` });
    await createUser({ displayName: `Under axb ${tag}` });
    const { api } = await server.clientAs(["admin"]);
    const names = async (search: string) =>
      (await api.users.list.query({ search, page: 1 })).users.map((user) => user.displayName);
    expect(await names(`100% ${tag}`)).toEqual([`Pct 100% ${tag}`]);
    expect(await names(`a_b ${tag}`)).toEqual([`Under a_b ${tag}`]);
    expect(await names(`%`)).not.toContain(`Under axb ${tag}`);
    expect(await db.user.count({ where: { displayName: { endsWith: tag } } })).toBe(4);
  });
});

describe("admin review filter's business lookup", () => {
  it("takes % and _ literally", async () => {
    const tag = uniqueWord("lk");
    const percent = await createBusiness({ name: `Pct 100% ${tag}` });
    await createBusiness({ name: `Pct 1000 ${tag}` });
    const underscore = await createBusiness({ name: `Under a_b ${tag}` });
    await createBusiness({ name: `Under axb ${tag}` });
    const { api } = await server.clientAs(["admin"]);
    const names = async (text: string) =>
      (await api.adminReviews.businesses.query({ text })).map((business) => business.businessName);
    expect(await names(`100% ${tag}`)).toEqual([percent.businessName]);
    expect(await names(`a_b ${tag}`)).toEqual([underscore.businessName]);
    expect(await names(`${tag.toUpperCase()}`)).toHaveLength(4);
    // Only names holding a real "%" or "_" answer a search for it, never every business.
    for (const wildcard of ["%", "_"]) {
      const found = await names(wildcard);
      expect(found).not.toContain(`Pct 1000 ${tag}`);
      for (const name of found) expect(name).toContain(wildcard);
    }
  });
});
