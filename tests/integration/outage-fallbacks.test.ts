// While the database is unreachable, the site's settings fall back to the built-in defaults (so the
// footer pages still render), and sign-in never shows a driver's words.
import { PrismaPg } from "@prisma/adapter-pg";
import { afterAll, describe, expect, it } from "vitest";
import { PrismaClient as PostgresClient } from "@/generated/postgresql/client";
import type { Db } from "@/platform/db";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "@/platform/outage";
import { orFallback } from "@/features/site-settings/layout-data";
import { getSiteSettings } from "@/features/site-settings/queries";
import { SITE_SETTING_DEFAULTS } from "@/features/site-settings/schema";
import { authOptions } from "@/server/auth/options";

// A database server that is not there (nothing listens on port 1).
const unreachable = new PostgresClient({
  adapter: new PrismaPg({ connectionString: "postgresql://postgres@127.0.0.1:1/none", connectionTimeoutMillis: 500 }),
}) as unknown as Db;
afterAll(() => unreachable.$disconnect());

describe("while the database is unreachable", () => {
  it("reads the site settings as the built-in defaults", async () => {
    await expect(getSiteSettings(unreachable)).rejects.toThrow();
    expect(
      await orFallback(() => getSiteSettings(unreachable), { ...SITE_SETTING_DEFAULTS }, "the site settings"),
    ).toEqual(SITE_SETTING_DEFAULTS);
  });

  it("recognises the driver's outage errors, and nothing else, as the database being unavailable", async () => {
    const error = await getSiteSettings(unreachable).catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("Unique constraint failed"), { code: "P2002" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
  });

  it("answers a sign-in that fails inside with the product's message, not the driver's", async () => {
    const provider = authOptions.providers[0] as unknown as {
      options: { authorize: (credentials: Record<string, string>, request: unknown) => Promise<unknown> };
    };
    const original = Date.now;
    // The first step of a sign-in (the limiter, which reads the clock) fails with a driver's words.
    Date.now = () => {
      throw new Error("Can't reach database server at 127.0.0.1:5432");
    };
    try {
      await expect(
        provider.options.authorize({ identifier: "someone@example.com", password: "Whatever-123" }, { headers: {} }),
      ).rejects.toThrow(new Error(DATABASE_UNAVAILABLE_MESSAGE));
    } finally {
      Date.now = original;
    }
  });
});
