// An owner's posts through the HTTP API: publishing, editing and deleting; the refusals (bad input
// with a clear message, an unproven email, a listing not live, someone else's business or post);
// the daily limits and the cap on live posts, simultaneous posts included; an admin acting for a
// business is audited.
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { BUSINESS_NOT_FOUND } from "@/features/businesses/types";
import { zonedInstant } from "@/features/posts/dates";
import { LIVE_POSTS_MAX, POST_MESSAGES, POSTS_PER_BUSINESS_PER_DAY } from "@/features/posts/types";
import { apiServerForThisFile, outcome } from "../helpers/http";
import { createUser } from "../helpers/factories";
import { auditEntriesFor } from "../helpers/audit";
import { networkBusiness, networkOwner, signedIn } from "../helpers/network";
import { createPostRow, DAY_MS, eventInput, localIn, updateFields, updateInput } from "../helpers/posts";

const server = apiServerForThisFile();
const CHICAGO = "America/Chicago";

const refusal = (code: string, message: string, field?: string) =>
  field ? { code, message, fieldErrors: { [field]: [message] } } : { code, message };

describe("an owner's posts", () => {
  it("publishes an event, lists it with its local times, edits it and deletes it", async () => {
    const owner = await networkOwner(server.url());
    const input = eventInput(owner.business.id);
    const created = await owner.api.posts.create.mutate(input);
    // Shown until the event ends: 2 PM in Chicago.
    expect(created.expiresAt).toEqual(zonedInstant(input.endsAt, CHICAGO));

    const listed = await owner.api.posts.mine.query({ businessId: owner.business.id });
    expect(listed.business).toMatchObject({ id: owner.business.id, timeZone: "America/Chicago", live: true });
    expect(listed.emailProven).toBe(true);
    expect(listed.posts).toHaveLength(1);
    expect(listed.posts[0]).toMatchObject({
      id: created.id,
      kind: "event",
      title: "Holiday market",
      state: "live",
      form: { startsAt: input.startsAt, endsAt: input.endsAt, expiresAt: input.endsAt },
    });
    expect(listed.posts[0]!.when).toMatch(/, 10 AM – 2 PM$/);

    await owner.api.posts.update.mutate({
      postId: created.id,
      kind: "offer",
      title: "Two for one",
      body: "All week long.",
      startsAt: input.startsAt,
      expiresAt: localIn(3, 18),
    });
    const edited = await db.businessPost.findUniqueOrThrow({ where: { id: created.id } });
    // An offer keeps no event dates; its expiry is the owner's own.
    expect(edited).toMatchObject({ kind: "offer", title: "Two for one", startsAt: null, endsAt: null });
    expect(edited.expiresAt).toEqual(zonedInstant(localIn(3, 18), CHICAGO));

    await owner.api.posts.remove.mutate({ postId: created.id });
    expect(await db.businessPost.count({ where: { id: created.id } })).toBe(0);
    expect(await outcome(owner.api.posts.remove.mutate({ postId: created.id }))).toEqual(
      refusal("NOT_FOUND", POST_MESSAGES.notFound),
    );
  });

  it("shows an update or an offer for 30 days unless the owner says otherwise", async () => {
    const owner = await networkOwner(server.url());
    const before = Date.now();
    const { expiresAt } = await owner.api.posts.create.mutate(updateInput(owner.business.id));
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
  });

  it("refuses bad input with a message for the field", async () => {
    const owner = await networkOwner(server.url());
    const create = (change: Record<string, unknown>) =>
      outcome(owner.api.posts.create.mutate({ ...eventInput(owner.business.id), ...change }));
    expect(await create({ body: "x".repeat(1501) })).toEqual(
      refusal("BAD_REQUEST", "The text must be at most 1,500 characters.", "body"),
    );
    expect(await create({ title: "t".repeat(121) })).toEqual(
      refusal("BAD_REQUEST", POST_MESSAGES.titleTooLong, "title"),
    );
    expect(await create({ title: "  " })).toEqual(refusal("BAD_REQUEST", POST_MESSAGES.titleRequired, "title"));
    expect(await create({ startsAt: localIn(10, 14), endsAt: localIn(10, 10) })).toEqual(
      refusal("BAD_REQUEST", POST_MESSAGES.endBeforeStart, "endsAt"),
    );
    expect(await create({ startsAt: "" })).toEqual(refusal("BAD_REQUEST", POST_MESSAGES.startRequired, "startsAt"));
    expect(await create({ startsAt: "2026-02-30T10:00" })).toEqual(
      refusal("BAD_REQUEST", POST_MESSAGES.dateTime, "startsAt"),
    );
    expect(await create({ expiresAt: localIn(-1) })).toEqual(
      refusal("BAD_REQUEST", POST_MESSAGES.expiryPast, "expiresAt"),
    );
    expect(await create({ expiresAt: localIn(400) })).toEqual(
      refusal("BAD_REQUEST", POST_MESSAGES.expiryTooFar, "expiresAt"),
    );
    expect(await create({ startsAt: localIn(-3, 10), endsAt: localIn(-3, 12) })).toEqual(
      refusal("BAD_REQUEST", POST_MESSAGES.eventEnded, "endsAt"),
    );
    expect(await create({ startsAt: localIn(500), endsAt: "" })).toEqual(
      refusal("BAD_REQUEST", POST_MESSAGES.eventTooFar, "startsAt"),
    );
    expect(await create({ imageUrl: "https://elsewhere.example/picture.png" })).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { imageUrl: [expect.any(String)] },
    });
    expect(await db.businessPost.count({ where: { businessId: owner.business.id } })).toBe(0);
  });

  it("needs a proven email and a live listing", async () => {
    const unproven = await networkOwner(server.url(), { verified: false });
    expect(await outcome(unproven.api.posts.create.mutate(updateInput(unproven.business.id)))).toEqual(
      refusal("FORBIDDEN", POST_MESSAGES.verifyEmail),
    );
    const owner = await networkOwner(server.url());
    const waiting = await networkBusiness(owner.user.id, { awaitingApproval: true, active: false });
    const inactive = await networkBusiness(owner.user.id, { active: false });
    for (const business of [waiting, inactive]) {
      expect(await outcome(owner.api.posts.create.mutate(updateInput(business.id)))).toEqual(
        refusal("FORBIDDEN", POST_MESSAGES.notLive),
      );
    }
    const { id } = await owner.api.posts.create.mutate(updateInput(owner.business.id));
    await db.businessProfile.update({ where: { id: owner.business.id }, data: { active: false } });
    const fields = updateFields();
    expect(await outcome(owner.api.posts.update.mutate({ postId: id, ...fields }))).toEqual(
      refusal("FORBIDDEN", POST_MESSAGES.notLive),
    );
    // The owner still sees (and may delete) their posts.
    expect((await owner.api.posts.mine.query({ businessId: owner.business.id })).business.live).toBe(false);
    expect(await outcome(owner.api.posts.remove.mutate({ postId: id }))).toBe("ok");
  });

  it("keeps other owners out: their business and their posts are not found", async () => {
    const owner = await networkOwner(server.url());
    const other = await networkOwner(server.url());
    const { id } = await owner.api.posts.create.mutate(updateInput(owner.business.id));
    const fields = updateFields();
    expect(await outcome(other.api.posts.create.mutate(updateInput(owner.business.id)))).toEqual(
      refusal("NOT_FOUND", BUSINESS_NOT_FOUND),
    );
    expect(await outcome(other.api.posts.mine.query({ businessId: owner.business.id }))).toEqual(
      refusal("NOT_FOUND", BUSINESS_NOT_FOUND),
    );
    // One call at a time: a call started before the previous was awaited would reject unheard.
    for (const call of [
      () => other.api.posts.update.mutate({ postId: id, ...fields, title: "Taken over" }),
      () => other.api.posts.remove.mutate({ postId: id }),
      () => other.api.posts.remove.mutate({ postId: "no-such-post" }),
    ]) {
      expect(await outcome(call())).toEqual(refusal("NOT_FOUND", POST_MESSAGES.notFound));
    }
    expect(await db.businessPost.findUniqueOrThrow({ where: { id } })).toMatchObject({ title: "New opening hours" });
  });

  it("audits an admin posting, editing and deleting for someone else's business", async () => {
    const owner = await networkOwner(server.url());
    const admin = await createUser({ roles: ["admin"], verified: true });
    const api = await signedIn(server.url(), admin, ["admin"]);
    const { id } = await api.posts.create.mutate(updateInput(owner.business.id, "Posted by the team"));
    const fields = updateFields();
    await api.posts.update.mutate({ postId: id, ...fields, title: "Edited by the team" });
    await api.posts.remove.mutate({ postId: id });
    const entries = await auditEntriesFor(id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["post.create", admin.id],
      ["post.update", admin.id],
      ["post.delete", admin.id],
    ]);
    expect(entries[0]!.changes.after).toMatchObject({ businessId: owner.business.id, title: "Posted by the team" });
    expect(entries[1]!.changes).toMatchObject({
      before: { title: "Posted by the team" },
      after: { title: "Edited by the team" },
    });
    // The owner's own posts are not audited.
    const own = await owner.api.posts.create.mutate(updateInput(owner.business.id));
    expect(await auditEntriesFor(own.id)).toEqual([]);
  });
});

describe("limits", () => {
  it(`lets a business publish ${POSTS_PER_BUSINESS_PER_DAY} posts a day, and an account 20`, async () => {
    const owner = await networkOwner(server.url());
    const second = await networkBusiness(owner.user.id);
    const third = await networkBusiness(owner.user.id);
    for (let i = 0; i < POSTS_PER_BUSINESS_PER_DAY; i++) {
      await owner.api.posts.create.mutate(updateInput(owner.business.id, `First ${i}`));
    }
    expect(await outcome(owner.api.posts.create.mutate(updateInput(owner.business.id)))).toEqual(
      refusal("TOO_MANY_REQUESTS", POST_MESSAGES.tooManyForBusiness),
    );
    // The refused attempt above counted for the account too: 11 so far, 9 more on the second business.
    for (let i = 0; i < 9; i++) await owner.api.posts.create.mutate(updateInput(second.id, `Second ${i}`));
    expect(await outcome(owner.api.posts.create.mutate(updateInput(third.id)))).toEqual(
      refusal("TOO_MANY_REQUESTS", POST_MESSAGES.tooManyForAccount),
    );
    expect(await db.businessPost.count({ where: { business: { ownerId: owner.user.id } } })).toBe(19);
  });

  it(`keeps at most ${LIVE_POSTS_MAX} live posts, even when several arrive at once`, async () => {
    const owner = await networkOwner(server.url());
    const businessId = owner.business.id;
    for (let i = 0; i < LIVE_POSTS_MAX - 2; i++) await createPostRow(businessId, { title: `Live ${i}` });
    // Expired and hidden posts do not count.
    await createPostRow(businessId, { expiresAt: new Date(Date.now() - DAY_MS) });
    const hidden = await createPostRow(businessId, { status: "hidden", hiddenReason: "Spam" });
    const attempts = await Promise.all(
      [1, 2, 3].map((n) => outcome(owner.api.posts.create.mutate(updateInput(businessId, `At once ${n}`)))),
    );
    expect(attempts.filter((result) => result === "ok")).toHaveLength(2);
    expect(attempts.filter((result) => result !== "ok")).toEqual([refusal("CONFLICT", POST_MESSAGES.tooManyLive)]);
    const live = { businessId, status: "published" as const, expiresAt: { gt: new Date() } };
    expect(await db.businessPost.count({ where: live })).toBe(LIVE_POSTS_MAX);

    // Giving an expired post a new expiry makes it live again: no room now.
    const expired = await createPostRow(businessId, { expiresAt: new Date(Date.now() - DAY_MS) });
    const fields = updateFields();
    expect(await outcome(owner.api.posts.update.mutate({ postId: expired.id, ...fields }))).toEqual(
      refusal("CONFLICT", POST_MESSAGES.tooManyLive),
    );
    // A hidden post may be corrected: it stays hidden, so it takes no room.
    expect(await outcome(owner.api.posts.update.mutate({ postId: hidden.id, ...fields }))).toBe("ok");
    expect(await db.businessPost.findUniqueOrThrow({ where: { id: hidden.id } })).toMatchObject({
      status: "hidden",
      title: "New opening hours",
    });
  });
});
