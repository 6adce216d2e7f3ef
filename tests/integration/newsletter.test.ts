// newsletter.subscribe over real HTTP: validation, lower-casing, duplicates (also simultaneous ones)
// and the per-address rate limit.
import { randomUUID } from "node:crypto";
import { createTRPCClient, httpLink } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppRouter } from "@/server/api/root";
import { db } from "@/platform/db";
import { INVALID_EMAIL_MESSAGE, SUBSCRIBED_MESSAGE, TOO_MANY_SUBSCRIBES_MESSAGE } from "@/features/newsletter/schema";
import { outcome, startApiServer } from "../helpers/http";
import { uniqueEmail } from "../helpers/factories";

let server: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

/** A visitor calling from their own address, so each test has its own rate-limit window. */
function visitor(address = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 6)}`) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${server.url}/api/trpc`,
        transformer: superjson,
        headers: () => ({ "x-forwarded-for": address }),
      }),
    ],
  });
}

const countOf = (email: string) => db.newsletterSubscriber.count({ where: { email } });

describe("newsletter.subscribe", () => {
  it("stores a new subscriber lower-cased and trimmed", async () => {
    const email = uniqueEmail("news");
    const result = await visitor().newsletter.subscribe.mutate({ email: `  ${email.toUpperCase()} ` });
    expect(result).toEqual({ status: "subscribed", message: SUBSCRIBED_MESSAGE });
    const row = await db.newsletterSubscriber.findUnique({ where: { email } });
    expect(row).toMatchObject({ email, unsubscribedAt: null });
  });

  it("rejects invalid addresses with a clear message", async () => {
    const api = visitor();
    for (const email of ["", "not-an-email", "a@b", `${"x".repeat(250)}@example.com`]) {
      expect(await outcome(api.newsletter.subscribe.mutate({ email }))).toMatchObject({
        code: "BAD_REQUEST",
        message: INVALID_EMAIL_MESSAGE,
      });
    }
    expect(await outcome(api.newsletter.subscribe.mutate({ email: uniqueEmail(), extra: 1 } as never))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("answers a second sign-up of the same address exactly as a first, so it tells no one who is subscribed", async () => {
    const email = uniqueEmail("again");
    const first = await visitor().newsletter.subscribe.mutate({ email });
    const again = await visitor().newsletter.subscribe.mutate({ email: email.toUpperCase() });
    expect(again).toEqual(first);
    expect(again).toEqual({ status: "subscribed", message: SUBSCRIBED_MESSAGE });
    expect(await countOf(email)).toBe(1);
  });

  it("keeps exactly one row when the same address signs up simultaneously", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => visitor(`198.51.100.${index}`).newsletter.subscribe.mutate({ email })),
    );
    expect(results.every((result) => result.status === "subscribed")).toBe(true);
    expect(await countOf(email)).toBe(1);
  });

  it("subscribes an address that had unsubscribed again", async () => {
    const email = uniqueEmail("back");
    await db.newsletterSubscriber.create({ data: { email, unsubscribedAt: new Date() } });
    expect(await visitor().newsletter.subscribe.mutate({ email })).toMatchObject({ status: "subscribed" });
    expect(await db.newsletterSubscriber.findUnique({ where: { email } })).toMatchObject({ unsubscribedAt: null });
  });

  it("limits sign-ups per client address", async () => {
    const api = visitor();
    for (let index = 0; index < 10; index += 1) await api.newsletter.subscribe.mutate({ email: uniqueEmail("limit") });
    expect(await outcome(api.newsletter.subscribe.mutate({ email: uniqueEmail("limit") }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: TOO_MANY_SUBSCRIBES_MESSAGE,
      fieldErrors: undefined,
    });
    // Another address is not affected.
    expect(await visitor().newsletter.subscribe.mutate({ email: uniqueEmail("other") })).toMatchObject({
      status: "subscribed",
    });
  });
});
