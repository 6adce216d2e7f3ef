// The network's connections through the HTTP API: who may ask, answer, remove and block; who may
// act at all (verified email, listed business); duplicates either way, even when raced; blocks
// both ways; the daily limit under 50 simultaneous requests; the public connection count.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { pairKey } from "@/features/network/access";
import {
  CONNECTION_REQUESTS_PER_DAY,
  NETWORK_MESSAGES,
  RECOMMENDATIONS_PER_DAY,
  REFERRALS_PER_DAY,
} from "@/features/network/types";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { FORBIDDEN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from "@/server/api/trpc";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { ensureEmailTemplates } from "../helpers/email";
import { createUser } from "../helpers/factories";
import { createCategoryTree, createTestCity } from "../helpers/business-factories";
import {
  callAsEach,
  createConnection,
  networkBusiness,
  networkOwner,
  RECOMMENDATION_TEXT,
  referralInput,
  signedIn,
  sixCallers,
  type Owner,
} from "../helpers/network";

const server = apiServerForThisFile();

beforeAll(async () => {
  await ensureEmailTemplates();
});

const signedOut = { code: "UNAUTHORIZED", message: NOT_SIGNED_IN_MESSAGE };
const notAnOwner = { code: "FORBIDDEN", message: FORBIDDEN_MESSAGE };
const notFound = (message: string) => ({ code: "NOT_FOUND", message });
const conflict = (message: string) => ({ code: "CONFLICT", message });

const connectionsOf = (a: string, b: string) => db.businessConnection.findMany({ where: { pairKey: pairKey(a, b) } });

describe("who may act on a connection", () => {
  it("lets only the sending business's owner ask, only the receiving one answer, either side remove", async () => {
    const { sender, receiver, clients } = await sixCallers(server.url());
    const pair = { businessId: sender.business.id, otherBusinessId: receiver.business.id };

    expect(await callAsEach(clients, (api) => api.network.connect.mutate(pair), ["sender"])).toEqual({
      anonymous: signedOut,
      customer: notAnOwner,
      receiver: notFound(BUSINESS_NOT_FOUND),
      unrelated: notFound(BUSINESS_NOT_FOUND),
      admin: notFound(BUSINESS_NOT_FOUND),
      sender: "ok",
    });
    const [request] = await connectionsOf(sender.business.id, receiver.business.id);
    expect(request).toMatchObject({ requesterId: sender.business.id, status: "pending" });

    // Each side lists the request under its own business only.
    const asOwnerOf = (owner: "sender" | "receiver") => ({
      anonymous: signedOut,
      customer: notAnOwner,
      sender: owner === "sender" ? "ok" : notFound(BUSINESS_NOT_FOUND),
      receiver: owner === "receiver" ? "ok" : notFound(BUSINESS_NOT_FOUND),
      unrelated: notFound(BUSINESS_NOT_FOUND),
      admin: notFound(BUSINESS_NOT_FOUND),
    });
    const received = { businessId: receiver.business.id, direction: "received" as const };
    const sent = { businessId: sender.business.id, direction: "sent" as const };
    expect(await callAsEach(clients, (api) => api.network.requests.query(received), [])).toEqual(asOwnerOf("receiver"));
    expect(await callAsEach(clients, (api) => api.network.requests.query(sent), [])).toEqual(asOwnerOf("sender"));
    const where = async (api: Owner["api"], otherBusinessId: string) =>
      (await api.network.relationship.query({ otherBusinessId })).businesses.map((b) => b.connection);
    expect(await where(clients.sender, receiver.business.id)).toEqual(["sent"]);
    expect(await where(clients.receiver, sender.business.id)).toEqual(["received"]);
    expect(await where(clients.unrelated, sender.business.id)).toEqual(["none"]);
    expect(await where(clients.admin, sender.business.id)).toEqual([]);

    const answer = (api: Owner["api"]) =>
      api.network.answerConnection.mutate({ connectionId: request!.id, accept: true });
    expect(await callAsEach(clients, answer, ["receiver"])).toEqual({
      anonymous: signedOut,
      customer: notAnOwner,
      sender: notFound(NETWORK_MESSAGES.requestNotFound),
      unrelated: notFound(NETWORK_MESSAGES.requestNotFound),
      admin: notFound(NETWORK_MESSAGES.requestNotFound),
      receiver: "ok",
    });
    expect(await db.businessConnection.findUnique({ where: { id: request!.id } })).toMatchObject({
      status: "accepted",
    });

    const remove = (api: Owner["api"]) => api.network.removeConnection.mutate({ connectionId: request!.id });
    expect(await callAsEach(clients, remove, ["receiver"])).toEqual({
      anonymous: signedOut,
      customer: notAnOwner,
      sender: "ok",
      unrelated: notFound(NETWORK_MESSAGES.connectionNotFound),
      admin: notFound(NETWORK_MESSAGES.connectionNotFound),
      // The sender removed it just before.
      receiver: notFound(NETWORK_MESSAGES.connectionNotFound),
    });
    expect(await connectionsOf(sender.business.id, receiver.business.id)).toEqual([]);

    // The receiving side removes an accepted connection too, but a pending request it declines instead.
    const accepted = await createConnection(sender.business.id, receiver.business.id, "accepted");
    expect(await receiver.api.network.removeConnection.mutate({ connectionId: accepted.id })).toEqual({
      removed: true,
    });
    const pending = await createConnection(sender.business.id, receiver.business.id, "pending");
    expect(await outcome(receiver.api.network.removeConnection.mutate({ connectionId: pending.id }))).toMatchObject(
      notFound(NETWORK_MESSAGES.connectionNotFound),
    );
    expect(await sender.api.network.removeConnection.mutate({ connectionId: pending.id })).toEqual({ removed: true });
  });

  it("lets only a business's own owner block and unblock for it", async () => {
    const { sender, receiver, clients } = await sixCallers(server.url());
    const pair = { businessId: sender.business.id, otherBusinessId: receiver.business.id };
    const others = {
      anonymous: signedOut,
      customer: notAnOwner,
      receiver: notFound(BUSINESS_NOT_FOUND),
      unrelated: notFound(BUSINESS_NOT_FOUND),
      admin: notFound(BUSINESS_NOT_FOUND),
    };
    expect(await callAsEach(clients, (api) => api.network.block.mutate(pair), ["sender"])).toEqual({
      ...others,
      sender: "ok",
    });
    expect(await db.businessBlock.count({ where: { blockerId: sender.business.id } })).toBe(1);
    expect(await callAsEach(clients, (api) => api.network.unblock.mutate(pair), ["sender"])).toEqual({
      ...others,
      sender: "ok",
    });
    expect(await db.businessBlock.count({ where: { blockerId: sender.business.id } })).toBe(0);
  });
});

describe("who may use the network at all", () => {
  it("refuses an owner whose email is not verified, and a business that is not listed", async () => {
    const other = await networkOwner(server.url());
    const tryAll = async (owner: Owner) => {
      const pair = { businessId: owner.business.id, otherBusinessId: other.business.id };
      return [
        await outcome(owner.api.network.connect.mutate(pair)),
        await outcome(owner.api.network.refer.mutate(referralInput(owner.business.id, other.business.id))),
        await outcome(owner.api.network.recommend.mutate({ ...pair, text: RECOMMENDATION_TEXT })),
      ].map((result) => (result === "ok" ? result : { code: result.code, message: result.message }));
    };
    const refusedWith = (message: string) => Array.from({ length: 3 }, () => ({ code: "FORBIDDEN", message }));

    const unverified = await networkOwner(server.url(), { verified: false });
    expect(await tryAll(unverified)).toEqual(refusedWith(NETWORK_MESSAGES.verifyEmail));

    for (const unlisted of [{ active: false }, { awaitingApproval: true }]) {
      const owner = await networkOwner(server.url());
      await db.businessProfile.update({ where: { id: owner.business.id }, data: unlisted });
      expect(await tryAll(owner)).toEqual(refusedWith(NETWORK_MESSAGES.notListed));
    }
    expect(await db.businessConnection.count({ where: { addresseeId: other.business.id } })).toBe(0);
    expect(await db.referral.count({ where: { toBusinessId: other.business.id } })).toBe(0);
    expect(await db.recommendation.count({ where: { toBusinessId: other.business.id } })).toBe(0);

    // An unverified owner cannot accept a request either (declining needs nothing).
    const request = await createConnection(other.business.id, unverified.business.id, "pending");
    expect(
      await outcome(unverified.api.network.answerConnection.mutate({ connectionId: request.id, accept: true })),
    ).toMatchObject({ code: "FORBIDDEN", message: NETWORK_MESSAGES.verifyEmail });
    expect(await db.businessConnection.findUnique({ where: { id: request.id } })).toMatchObject({ status: "pending" });
  });

  it("turns only to listed businesses with another owner", async () => {
    const owner = await networkOwner(server.url());
    const connect = async (otherBusinessId: string) =>
      outcome(owner.api.network.connect.mutate({ businessId: owner.business.id, otherBusinessId }));
    const someone = await createUser({ roles: ["business_owner"], verified: true });
    expect(await connect((await networkBusiness(someone.id, { active: false })).id)).toMatchObject(
      notFound(BUSINESS_NOT_FOUND),
    );
    expect(await connect((await networkBusiness(someone.id, { awaitingApproval: true })).id)).toMatchObject(
      notFound(BUSINESS_NOT_FOUND),
    );
    expect(await connect((await networkBusiness(null)).id)).toMatchObject({
      code: "BAD_REQUEST",
      message: NETWORK_MESSAGES.unclaimed,
    });
    expect(await connect((await networkBusiness(owner.user.id)).id)).toMatchObject({
      code: "BAD_REQUEST",
      message: NETWORK_MESSAGES.sameOwner,
    });
    expect(await connect("no-such-business")).toMatchObject(notFound(BUSINESS_NOT_FOUND));
  });
});

describe("one connection per pair", () => {
  it("refuses a second request either way with a message saying where it stands", async () => {
    const a = await networkOwner(server.url());
    const b = await networkOwner(server.url());
    const aToB = () =>
      outcome(a.api.network.connect.mutate({ businessId: a.business.id, otherBusinessId: b.business.id }));
    const bToA = () =>
      outcome(b.api.network.connect.mutate({ businessId: b.business.id, otherBusinessId: a.business.id }));

    expect(await aToB()).toBe("ok");
    expect(await aToB()).toMatchObject(conflict(NETWORK_MESSAGES.alreadyRequested(b.business.businessName)));
    expect(await bToA()).toMatchObject(conflict(NETWORK_MESSAGES.theyRequested(a.business.businessName)));

    const [request] = await connectionsOf(a.business.id, b.business.id);
    await b.api.network.answerConnection.mutate({ connectionId: request!.id, accept: true });
    expect(await aToB()).toMatchObject(conflict(NETWORK_MESSAGES.alreadyConnected(b.business.businessName)));
    expect(await bToA()).toMatchObject(conflict(NETWORK_MESSAGES.alreadyConnected(a.business.businessName)));
    expect(await connectionsOf(a.business.id, b.business.id)).toHaveLength(1);
  });

  it("leaves exactly one row when both sides ask at the same moment, from two sessions each", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await networkOwner(server.url());
      const b = await networkOwner(server.url());
      const [a2, b2] = [
        await signedIn(server.url(), a.user, ["business_owner"]),
        await signedIn(server.url(), b.user, ["business_owner"]),
      ];
      const fromA = { businessId: a.business.id, otherBusinessId: b.business.id };
      const fromB = { businessId: b.business.id, otherBusinessId: a.business.id };
      const results = await Promise.all([
        outcome(a.api.network.connect.mutate(fromA)),
        outcome(b.api.network.connect.mutate(fromB)),
        outcome(a2.network.connect.mutate(fromA)),
        outcome(b2.network.connect.mutate(fromB)),
      ]);
      expect(results.filter((result) => result === "ok")).toHaveLength(1);
      const rows = await connectionsOf(a.business.id, b.business.id);
      expect(rows).toHaveLength(1);
      const requester = rows[0]!.requesterId === a.business.id ? a : b;
      const addressee = requester === a ? b : a;
      const allowed = [
        NETWORK_MESSAGES.alreadyRequested(addressee.business.businessName),
        NETWORK_MESSAGES.theyRequested(requester.business.businessName),
      ];
      for (const result of results.filter((result) => result !== "ok")) {
        expect(result).toMatchObject({ code: "CONFLICT" });
        expect(allowed).toContain(result.message);
      }
    }
  });

  it("accepts a request once when two sessions of its owner answer at the same moment", async () => {
    const a = await networkOwner(server.url());
    const b = await networkOwner(server.url());
    const b2 = await signedIn(server.url(), b.user, ["business_owner"]);
    const { id } = await a.api.network.connect.mutate({ businessId: a.business.id, otherBusinessId: b.business.id });
    const results = await Promise.all(
      [b.api, b2, b.api, b2].map((api) =>
        outcome(api.network.answerConnection.mutate({ connectionId: id, accept: true })),
      ),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(1);
    for (const result of results.filter((result) => result !== "ok"))
      expect(result).toMatchObject(notFound(NETWORK_MESSAGES.requestNotFound));
    expect(await db.notification.count({ where: { userId: a.user.id, type: "connection_accepted" } })).toBe(1);
    expect(await connectionsOf(a.business.id, b.business.id)).toEqual([
      expect.objectContaining({ status: "accepted" }),
    ]);
  });

  it("lets a business ask again after its request was declined", async () => {
    const a = await networkOwner(server.url());
    const b = await networkOwner(server.url());
    const pair = { businessId: a.business.id, otherBusinessId: b.business.id };
    const first = await a.api.network.connect.mutate(pair);
    expect(await b.api.network.requests.query({ businessId: b.business.id, direction: "received" })).toEqual([
      expect.objectContaining({ connectionId: first.id, business: expect.objectContaining({ id: a.business.id }) }),
    ]);
    expect(await b.api.network.answerConnection.mutate({ connectionId: first.id, accept: false })).toEqual({
      status: "declined",
    });
    expect(await connectionsOf(a.business.id, b.business.id)).toEqual([]);
    const again = await a.api.network.connect.mutate(pair);
    expect(again.status).toBe("pending");
    expect(await b.api.network.answerConnection.mutate({ connectionId: again.id, accept: true })).toEqual({
      status: "accepted",
    });
  });
});

describe("blocking", () => {
  it("removes the connection and stops connecting, referring and recommending in both directions", async () => {
    const a = await networkOwner(server.url());
    const b = await networkOwner(server.url());
    await createConnection(a.business.id, b.business.id, "accepted");
    expect((await b.api.network.profile.query({ businessId: b.business.id })).connections).toBe(1);

    await b.api.network.block.mutate({ businessId: b.business.id, otherBusinessId: a.business.id });
    expect(await connectionsOf(a.business.id, b.business.id)).toEqual([]);
    expect((await b.api.network.profile.query({ businessId: b.business.id })).connections).toBe(0);
    expect(await b.api.network.blocked.query({ businessId: b.business.id })).toEqual([
      expect.objectContaining({ business: expect.objectContaining({ id: a.business.id }) }),
    ]);

    const blocked = { code: "FORBIDDEN", message: NETWORK_MESSAGES.blocked };
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const pair = { businessId: from.business.id, otherBusinessId: to.business.id };
      expect(await outcome(from.api.network.connect.mutate(pair))).toMatchObject(blocked);
      expect(
        await outcome(from.api.network.refer.mutate(referralInput(from.business.id, to.business.id))),
      ).toMatchObject(blocked);
      expect(await outcome(from.api.network.recommend.mutate({ ...pair, text: RECOMMENDATION_TEXT }))).toMatchObject(
        blocked,
      );
    }
    expect(await connectionsOf(a.business.id, b.business.id)).toEqual([]);
    expect(await db.referral.count({ where: { fromBusinessId: { in: [a.business.id, b.business.id] } } })).toBe(0);

    await b.api.network.unblock.mutate({ businessId: b.business.id, otherBusinessId: a.business.id });
    expect(
      await outcome(a.api.network.connect.mutate({ businessId: a.business.id, otherBusinessId: b.business.id })),
    ).toBe("ok");
  });
});

describe("a request that raced a block", () => {
  it("is never accepted: the pair stays unconnected", async () => {
    const a = await networkOwner(server.url());
    const b = await networkOwner(server.url());
    const request = await createConnection(a.business.id, b.business.id, "pending");
    // The block committed after the request's checks: both rows exist, as a race would leave them.
    await db.businessBlock.create({ data: { blockerId: a.business.id, blockedId: b.business.id } });

    expect(
      await outcome(b.api.network.answerConnection.mutate({ connectionId: request.id, accept: true })),
    ).toMatchObject({
      code: "NOT_FOUND",
      message: NETWORK_MESSAGES.requestNotFound,
    });
    expect((await b.api.network.profile.query({ businessId: b.business.id })).connections).toBe(0);
  });
});

describe("limits", () => {
  it(`admits exactly ${CONNECTION_REQUESTS_PER_DAY} of 50 simultaneous requests from one owner to 50 businesses`, async () => {
    const owner = await networkOwner(server.url());
    const other = await createUser({ roles: ["business_owner"], verified: true });
    const targets = [];
    for (let i = 0; i < 50; i++) targets.push(await networkBusiness(other.id));
    const results = await Promise.all(
      targets.map((target) =>
        outcome(owner.api.network.connect.mutate({ businessId: owner.business.id, otherBusinessId: target.id })),
      ),
    );
    expect(results.filter((result) => result === "ok")).toHaveLength(CONNECTION_REQUESTS_PER_DAY);
    const refused = results.filter((result) => result !== "ok");
    expect(refused).toHaveLength(50 - CONNECTION_REQUESTS_PER_DAY);
    for (const result of refused)
      expect(result).toMatchObject({ code: "TOO_MANY_REQUESTS", message: NETWORK_MESSAGES.tooManyRequests });
    expect(await db.businessConnection.count({ where: { requesterId: owner.business.id } })).toBe(
      CONNECTION_REQUESTS_PER_DAY,
    );
    expect(await db.notification.count({ where: { userId: other.id, type: "connection_request" } })).toBe(
      CONNECTION_REQUESTS_PER_DAY,
    );
  });

  it(`admits exactly ${REFERRALS_PER_DAY} of 50 simultaneous referrals and ${RECOMMENDATIONS_PER_DAY} of 50 recommendations`, async () => {
    const owner = await networkOwner(server.url());
    const other = await createUser({ roles: ["business_owner"], verified: true });
    const receiver = await networkBusiness(other.id);
    const referrals = await Promise.all(
      Array.from({ length: 50 }, () =>
        outcome(owner.api.network.refer.mutate(referralInput(owner.business.id, receiver.id))),
      ),
    );
    expect(referrals.filter((result) => result === "ok")).toHaveLength(REFERRALS_PER_DAY);
    for (const result of referrals.filter((result) => result !== "ok"))
      expect(result).toMatchObject({ code: "TOO_MANY_REQUESTS", message: NETWORK_MESSAGES.tooManyReferrals });
    expect(await db.referral.count({ where: { fromBusinessId: owner.business.id } })).toBe(REFERRALS_PER_DAY);

    const targets = [];
    for (let i = 0; i < 50; i++) targets.push(await networkBusiness(other.id));
    const recommendations = await Promise.all(
      targets.map((target) =>
        outcome(
          owner.api.network.recommend.mutate({
            businessId: owner.business.id,
            otherBusinessId: target.id,
            text: RECOMMENDATION_TEXT,
          }),
        ),
      ),
    );
    expect(recommendations.filter((result) => result === "ok")).toHaveLength(RECOMMENDATIONS_PER_DAY);
    for (const result of recommendations.filter((result) => result !== "ok"))
      expect(result).toMatchObject({ code: "TOO_MANY_REQUESTS", message: NETWORK_MESSAGES.tooManyRecommendations });
    expect(await db.recommendation.count({ where: { fromBusinessId: owner.business.id } })).toBe(
      RECOMMENDATIONS_PER_DAY,
    );
  });
});

describe("the public connection count", () => {
  it("counts accepted connections from both sides, and no pending request", async () => {
    const hub = await networkOwner(server.url());
    const [asked, asking, pending] = [
      await networkOwner(server.url()),
      await networkOwner(server.url()),
      await networkOwner(server.url()),
    ];
    const request = await hub.api.network.connect.mutate({
      businessId: hub.business.id,
      otherBusinessId: asked.business.id,
    });
    await asked.api.network.answerConnection.mutate({ connectionId: request.id, accept: true });
    const incoming = await asking.api.network.connect.mutate({
      businessId: asking.business.id,
      otherBusinessId: hub.business.id,
    });
    await hub.api.network.answerConnection.mutate({ connectionId: incoming.id, accept: true });
    await pending.api.network.connect.mutate({ businessId: pending.business.id, otherBusinessId: hub.business.id });

    const anonymous = server.client();
    expect((await anonymous.network.profile.query({ businessId: hub.business.id })).connections).toBe(2);
    expect((await anonymous.network.profile.query({ businessId: asked.business.id })).connections).toBe(1);
    expect((await anonymous.network.profile.query({ businessId: asking.business.id })).connections).toBe(1);
    expect((await anonymous.network.profile.query({ businessId: pending.business.id })).connections).toBe(0);
    const listed = await hub.api.network.connections.query({ businessId: hub.business.id });
    expect(listed.items.map((item) => item.business.id).sort()).toEqual([asked.business.id, asking.business.id].sort());
    expect((await hub.api.network.numbers.query({ businessId: hub.business.id })).connections).toBe(2);
  });
});

describe("the connections list", () => {
  it("pages a business's connections in name order, searched by name and filtered by category", async () => {
    const hub = await networkOwner(server.url());
    const { children } = await createCategoryTree(2);
    const someone = await createUser({ roles: ["business_owner"], verified: true });
    const names = Array.from({ length: 23 }, (_, i) => `${i % 2 ? "alpha" : "Beta"} ${String(i).padStart(2, "0")}%`);
    const others = [];
    for (const [i, name] of names.entries()) {
      const other = await networkBusiness(someone.id, { name });
      await db.businessProfile.update({ where: { id: other.id }, data: { categoryId: children[i % 2]!.id } });
      // Half asked by the hub, half asking it: the list reads both sides.
      await (i % 3
        ? createConnection(hub.business.id, other.id, "accepted")
        : createConnection(other.id, hub.business.id, "accepted"));
      others.push(other);
    }
    await createConnection(
      hub.business.id,
      (await networkBusiness(someone.id, { name: "alpha pending" })).id,
      "pending",
    );
    const list = (query: { search?: string; categoryId?: string; page?: number }) =>
      hub.api.network.connections.query({ businessId: hub.business.id, page: 1, ...query });

    const sorted = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    const first = await list({});
    expect(first.total).toBe(23);
    expect(first.items.map((item) => item.business.businessName)).toEqual(sorted.slice(0, 20));
    expect(first.items.every((item) => item.connectedAt instanceof Date)).toBe(true);
    expect((await list({ page: 2 })).items.map((item) => item.business.businessName)).toEqual(sorted.slice(20));
    expect(first.categories.map((category) => category.id).sort()).toEqual(children.map((c) => c.id).sort());

    const alpha = await list({ search: "ALPHA" });
    expect(alpha.total).toBe(11);
    expect(alpha.items.every((item) => item.business.businessName.startsWith("alpha"))).toBe(true);
    // LIKE's wildcards are taken literally: "0%" matches 00%, 10% and 20% only; "_" matches nothing.
    expect((await list({ search: "0%" })).total).toBe(3);
    expect((await list({ search: "_" })).total).toBe(0);
    const inCategory = await list({ categoryId: children[1]!.id });
    expect(inCategory.items.map((item) => item.business.id).sort()).toEqual(
      others
        .filter((_, i) => i % 2 === 1)
        .map((other) => other.id)
        .sort(),
    );
  });
});

describe("suggestions", () => {
  it("suggests listed, owned businesses of the same city in other categories, not yet connected, asked or blocked", async () => {
    const city = await createTestCity();
    const { children } = await createCategoryTree(2);
    const [own, otherCategory] = [children[0]!.id, children[1]!.id];
    const owner = await networkOwner(server.url());
    await db.businessProfile.update({
      where: { id: owner.business.id },
      data: { citySlug: city.slug, categoryId: own },
    });
    const someone = await createUser({ roles: ["business_owner"], verified: true });
    const inCity = (ownerId: string | null, categoryId: string, data: object = {}) =>
      networkBusiness(ownerId, { citySlug: city.slug }).then((business) =>
        db.businessProfile.update({ where: { id: business.id }, data: { categoryId, ...data }, select: { id: true } }),
      );
    const suggested = await inCity(someone.id, otherCategory, { totalReviews: 5 });
    const alsoSuggested = await inCity(someone.id, otherCategory, { totalReviews: 9 });
    const refused = [
      await inCity(someone.id, own),
      await inCity(null, otherCategory),
      await inCity(someone.id, otherCategory, { active: false }),
      await inCity(someone.id, otherCategory, { awaitingApproval: true }),
      await inCity(owner.user.id, otherCategory),
    ];
    const [connected, asked, blocking] = [
      await inCity(someone.id, otherCategory),
      await inCity(someone.id, otherCategory),
      await inCity(someone.id, otherCategory),
    ];
    await createConnection(connected.id, owner.business.id, "accepted");
    await createConnection(owner.business.id, asked.id, "pending");
    await db.businessBlock.create({ data: { blockerId: blocking.id, blockedId: owner.business.id } });
    await networkBusiness(someone.id, { citySlug: "austin" });

    const ids = (await owner.api.network.suggestions.query({ businessId: owner.business.id })).map((b) => b.id);
    expect(ids).toEqual([alsoSuggested.id, suggested.id]);
    for (const business of refused) expect(ids).not.toContain(business.id);
  });
});
