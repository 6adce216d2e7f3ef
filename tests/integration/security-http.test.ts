// The API's own defences over real HTTP: mutations from other sites refused before they run,
// batches capped, unreadable requests answered without parser text, answers to signed-in users
// kept out of caches.
import { describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { CROSS_SITE_MESSAGE } from "@/lib/same-origin";
import { handleUpload } from "@/server/api/uploads";
import { apiServerForThisFile } from "../helpers/http";
import { createNotification, createUser, sessionCookie } from "../helpers/factories";

const server = apiServerForThisFile();

async function ownerWithUnread() {
  const user = await createUser({ roles: ["business_owner"] });
  await createNotification(user.id);
  return { user, cookie: await sessionCookie(user, ["business_owner"]) };
}
const unread = (userId: string) => db.notification.count({ where: { userId, readAt: null } });

describe("Origin check on mutations", () => {
  it("refuses a cross-site form posting to notifications.markAllRead, and nothing changes", async () => {
    const { user, cookie } = await ownerWithUnread();
    const response = await fetch(`${server.url()}/api/trpc/notifications.markAllRead`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(CROSS_SITE_MESSAGE);
    expect(await unread(user.id)).toBe(1);
  });

  it("refuses a cross-site fetch that sends no Origin but says where it came from", async () => {
    const { user, cookie } = await ownerWithUnread();
    const response = await fetch(`${server.url()}/api/trpc/notifications.markAllRead`, {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect(await unread(user.id)).toBe(1);
  });

  it("refuses an image upload sent by another site", async () => {
    const { cookie } = await ownerWithUnread();
    const form = new FormData();
    form.set("purpose", "logo");
    form.set("file", new Blob([new Uint8Array(10)], { type: "image/png" }), "x.png");
    const response = await handleUpload(
      new Request("http://localhub.test/api/uploads", {
        method: "POST",
        body: form,
        headers: { cookie, host: "localhub.test", origin: "https://evil.example" },
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: CROSS_SITE_MESSAGE });
  });

  it("lets the site's own pages mutate", async () => {
    const { user, cookie } = await ownerWithUnread();
    const response = await fetch(`${server.url()}/api/trpc/notifications.markAllRead`, {
      method: "POST",
      headers: { cookie, origin: server.url(), "sec-fetch-site": "same-origin", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(await unread(user.id)).toBe(0);
  });
});

describe("request shape", () => {
  const batch = (count: number) =>
    fetch(
      `${server.url()}/api/trpc/${Array(count).fill("directory.filterOptions").join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify({}))}`,
    );

  it("answers batches of up to 10 calls and refuses bigger ones with 'Invalid request'", async () => {
    expect((await batch(10)).status).toBe(200);
    const refused = await batch(11);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('"message":"Invalid request"');
    expect((await batch(200)).status).toBe(400);
  });

  it("answers malformed and absurdly deep input with 'Invalid request', never the parser's words", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const deepObject = '{"a":'.repeat(20_000) + "1" + "}".repeat(20_000);
    for (const body of [
      "{not json",
      deep,
      `{"json":${deep}}`,
      `{"json":{"email":"a@b.co"},"meta":{"values":${deepObject}}}`,
    ]) {
      const response = await fetch(`${server.url()}/api/trpc/newsletter.subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      const text = await response.text();
      expect(response.status, text.slice(0, 200)).toBe(400);
      if (body === "{not json") expect(text).toContain('"message":"Invalid request"');
      expect(text).not.toMatch(/call stack|Unexpected token|in JSON|position \d/);
    }
  });
});

describe("caching", () => {
  it("marks answers to signed-in users private, no-store, and leaves public answers alone", async () => {
    const { cookie } = await ownerWithUnread();
    const signedIn = await fetch(`${server.url()}/api/trpc/notifications.unreadCount`, { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const anonymous = await fetch(`${server.url()}/api/trpc/directory.filterOptions`);
    expect(anonymous.headers.get("cache-control")).toBeNull();
  });
});
