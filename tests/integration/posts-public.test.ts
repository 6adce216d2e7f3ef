// Where posts are public: the profile shows a business's live posts, the city strip the newest live
// posts of a city's verified, listed businesses (at most six, newest first); an expired or hidden
// post leaves both by itself (read with a later `now`, no waiting); an event's calendar file.
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { getBusinessProfile } from "@/features/businesses/profile/queries";
import { cityPostIdsStatement, cityPosts } from "@/features/posts/queries";
import { GET as eventFile } from "@/app/posts/[id]/event.ics/route";
import { apiServerForThisFile } from "../helpers/http";
import { explain } from "../helpers/explain";
import { createBusiness, createTestCity, ensureCity, uniqueWord } from "../helpers/business-factories";
import { networkOwner } from "../helpers/network";
import { createPostRow, DAY_MS, eventInput, updateInput } from "../helpers/posts";

const server = apiServerForThisFile();
const HOUR_MS = 3_600_000;

async function profilePostIds(business: { citySlug: string; slug: string }, now: Date) {
  const profile = await getBusinessProfile(
    db,
    { city: business.citySlug, key: business.slug, reviewsPage: 1, reviewsSort: "newest" },
    now,
  );
  return profile!.posts.map((post) => post.id);
}

describe("the profile", () => {
  it("shows the live posts, newest first, and drops expired and hidden ones by itself", async () => {
    const business = await createBusiness({ name: `Posting ${uniqueWord()}` });
    const now = new Date();
    const older = await createPostRow(business.id, { createdAt: new Date(now.getTime() - 2 * HOUR_MS) });
    const soonOver = await createPostRow(business.id, {
      createdAt: new Date(now.getTime() - HOUR_MS),
      expiresAt: new Date(now.getTime() + DAY_MS),
    });
    await createPostRow(business.id, { status: "hidden", hiddenReason: "Spam" });
    await createPostRow(business.id, { expiresAt: new Date(now.getTime() - 1) });
    expect(await profilePostIds(business, now)).toEqual([soonOver.id, older.id]);
    // A day and a bit later the short one has expired: gone, with nothing else happening.
    expect(await profilePostIds(business, new Date(now.getTime() + DAY_MS + 1))).toEqual([older.id]);
    expect(await profilePostIds(business, new Date(now.getTime() + 8 * DAY_MS))).toEqual([]);
  });

  it("shows what the owner publishes through the API", async () => {
    const owner = await networkOwner(server.url());
    const { id } = await owner.api.posts.create.mutate(eventInput(owner.business.id));
    const business = await db.businessProfile.findUniqueOrThrow({ where: { id: owner.business.id } });
    const profile = await server.client().businessProfile.get.query({ city: business.citySlug, key: business.slug });
    expect(profile!.posts).toMatchObject([{ id, kind: "event", title: "Holiday market" }]);
  });
});

describe("the city strip", () => {
  it("lists the six newest live posts of the city's verified, listed businesses, newest first", async () => {
    const city = await createTestCity();
    const verified = (name: string) =>
      createBusiness({ name: `${name} ${uniqueWord()}`, citySlug: city.slug, verified: true });
    const [first, second] = [await verified("First"), await verified("Second")];
    const unverified = await createBusiness({ name: `Unverified ${uniqueWord()}`, citySlug: city.slug });
    const inactive = await createBusiness({
      name: `Inactive ${uniqueWord()}`,
      citySlug: city.slug,
      verified: true,
      active: false,
    });
    const elsewhere = await createBusiness({ name: `Elsewhere ${uniqueWord()}`, citySlug: "waco", verified: true });
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const posts = [];
    for (let i = 0; i < 8; i++) {
      posts.push(
        await createPostRow(i % 2 ? first.id : second.id, {
          title: `Post ${i}`,
          createdAt: minutesAgo(100 - i * 10),
          // Post 7, the newest, ends in an hour.
          expiresAt: new Date(now.getTime() + (i === 7 ? HOUR_MS : 7 * DAY_MS)),
        }),
      );
    }
    // Newer than all of them, but not shown: unverified, inactive, another city, hidden, expired, too old.
    for (const business of [unverified, inactive, elsewhere])
      await createPostRow(business.id, { createdAt: minutesAgo(1) });
    await createPostRow(first.id, { createdAt: minutesAgo(1), status: "hidden", hiddenReason: "Spam" });
    await createPostRow(first.id, { createdAt: minutesAgo(1), expiresAt: minutesAgo(0.5) });
    await createPostRow(first.id, {
      createdAt: new Date(now.getTime() - 31 * DAY_MS),
      expiresAt: new Date(now.getTime() + DAY_MS),
    });

    const titles = async (at: Date) => (await cityPosts(db, city.slug, at)).map((post) => post.title);
    expect(await titles(now)).toEqual(["Post 7", "Post 6", "Post 5", "Post 4", "Post 3", "Post 2"]);
    const [newest] = await cityPosts(db, city.slug, now);
    expect(newest!.business).toMatchObject({ businessName: first.businessName, slug: first.slug, citySlug: city.slug });
    // Two hours on, post 7 has expired and post 1 moves up.
    expect(await titles(new Date(now.getTime() + 2 * HOUR_MS))).toEqual([
      "Post 6",
      "Post 5",
      "Post 4",
      "Post 3",
      "Post 2",
      "Post 1",
    ]);
    // Once the businesses lose their badge, the strip is empty.
    await db.businessProfile.updateMany({ where: { citySlug: city.slug }, data: { verificationStatus: "pending" } });
    expect(await titles(now)).toEqual([]);
    expect(posts).toHaveLength(8);
  });

  it("answers a known city through the API, with a new post at once, and nothing for an unknown one", async () => {
    const owner = await networkOwner(server.url());
    await ensureCity("lubbock");
    await db.businessProfile.update({
      where: { id: owner.business.id },
      data: { citySlug: "lubbock", city: "Lubbock", verificationStatus: "verified" },
    });
    const anyone = server.client();
    const before = await anyone.posts.city.query({ city: "lubbock" });
    const { id } = await owner.api.posts.create.mutate(updateInput(owner.business.id, "Fresh news"));
    const after = await anyone.posts.city.query({ city: "lubbock" });
    expect(after.map((post) => post.id)).toEqual([id, ...before.map((post) => post.id)].slice(0, 6));
    expect(after[0]).toMatchObject({ title: "Fresh news", business: { businessName: owner.business.businessName } });
    expect(await anyone.posts.city.query({ city: "atlantis" })).toEqual([]);
  });
  it("keeps each post in its business's city, and moves the posts with a business", async () => {
    const [from, to] = [await createTestCity(), await createTestCity()];
    const business = await createBusiness({ name: `Moving ${uniqueWord()}`, citySlug: from.slug, verified: true });
    const post = await createPostRow(business.id);
    const ids = async (citySlug: string) => (await cityPosts(db, citySlug)).map((row) => row.id);
    expect(await ids(from.slug)).toEqual([post.id]);
    await db.businessProfile.update({ where: { id: business.id }, data: { citySlug: to.slug } });
    expect(await ids(from.slug)).toEqual([]);
    expect(await ids(to.slug)).toEqual([post.id]);
    // A post that names another city is put back in its business's.
    await db.businessPost.update({ where: { id: post.id }, data: { citySlug: from.slug } });
    expect(await db.businessPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ citySlug: to.slug });
  });

  it("is read from the posts' city index, newest first", async () => {
    // A city like any one among many at scale: a small share of the posts. (Austin holds most of
    // the test database's posts; PostgreSQL's statistics then rightly prefer reading every city's.)
    const plan = await explain(cityPostIdsStatement(`city-${uniqueWord().toLowerCase()}`, new Date()));
    expect(plan).toContain("BusinessPost_citySlug_status_createdAt_idx");
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
});

describe("an event's calendar file", () => {
  const download = async (postId: string) => {
    const response = await eventFile(new Request(`http://localhost/posts/${postId}/event.ics`), {
      params: Promise.resolve({ id: postId }),
    });
    return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
  };

  it("answers a live event with its iCalendar file", async () => {
    const owner = await networkOwner(server.url());
    const { id } = await owner.api.posts.create.mutate({
      ...eventInput(owner.business.id, "Carols, cocoa; crafts"),
      body: "Bring a mug.\nAll ages.",
    });
    const post = await db.businessPost.findUniqueOrThrow({ where: { id }, include: { business: true } });
    const file = await download(id);
    expect(file.status).toBe(200);
    expect(file.type).toBe("text/calendar; charset=utf-8");
    expect(file.body.endsWith("\r\n")).toBe(true);
    const lines = file.body.split("\r\n");
    const utc = (at: Date) =>
      at
        .toISOString()
        .replace(/\.\d{3}Z$/, "Z")
        .replace(/[-:]/g, "");
    expect(lines).toEqual(
      expect.arrayContaining([
        "BEGIN:VEVENT",
        `DTSTART:${utc(post.startsAt!)}`,
        `DTEND:${utc(post.endsAt!)}`,
        `DTSTAMP:${utc(post.updatedAt)}`,
        expect.stringMatching(new RegExp(`^UID:post-${id}@`)),
        `SUMMARY:Carols\\, cocoa\\; crafts (${post.business.businessName})`,
        "DESCRIPTION:Bring a mug.\\nAll ages.",
        "LOCATION:" +
          `${post.business.businessName}\\, 100 Test Street\\, ${post.business.city}\\, TX ${post.business.zipCode}`,
        expect.stringMatching(
          new RegExp(`^URL:https?://.+/business/${post.business.citySlug}/${post.business.slug}#posts$`),
        ),
      ]),
    );
  });

  it("answers 404 for an update, a hidden or expired event, and an unknown id", async () => {
    const business = await createBusiness({ name: `Calendar ${uniqueWord()}` });
    const start = { kind: "event" as const, startsAt: new Date(Date.now() + DAY_MS) };
    const update = await createPostRow(business.id);
    const hidden = await createPostRow(business.id, { ...start, status: "hidden", hiddenReason: "Spam" });
    const expired = await createPostRow(business.id, { ...start, expiresAt: new Date(Date.now() - 1) });
    const live = await createPostRow(business.id, start);
    for (const id of [update.id, hidden.id, expired.id, "no-such-post"]) {
      expect(await download(id)).toMatchObject({ status: 404 });
    }
    expect(await download(live.id)).toMatchObject({ status: 200 });
  });
});
