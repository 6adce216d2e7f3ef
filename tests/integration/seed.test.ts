// The demo seed, run as people run it (the CLI) on its own fresh database of the provider under test.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../prisma/seed/demo-accounts";
import { KNOWN_CITIES } from "@/lib/cities";
import { verifyPassword } from "@/platform/password";
import { createMigratedDatabase, queryDatabase } from "../helpers/test-database";

const BUSINESSES = 80;
let database: Awaited<ReturnType<typeof createMigratedDatabase>>;

function seed(...args: string[]) {
  return execFileSync("node_modules/.bin/tsx", ["--conditions=react-server", "prisma/seed.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: database.url },
  });
}

const query = <Row = Record<string, unknown>>(sql: string) => queryDatabase<Row>(database.url, sql);
const count = async (table: string, where = "1=1") =>
  Number((await query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM "${table}" WHERE ${where}`))[0]!.n);

/** A fingerprint of the generated businesses and reviews, to compare two runs. */
async function fingerprint() {
  const rows = await query(
    `SELECT b."id", b."businessName", b."slug", b."citySlug", b."averageRating", b."totalReviews", b."latitude",
            (SELECT COUNT(*) FROM "Service" s WHERE s."businessId" = b."id") AS services
       FROM "BusinessProfile" b ORDER BY b."id"`,
  );
  return JSON.stringify(rows.map((row) => Object.values(row).map(String)));
}

beforeAll(async () => {
  database = await createMigratedDatabase();
  seed("--businesses", String(BUSINESSES));
}, 120_000);
afterAll(() => database.drop());

describe("demo seed", () => {
  it("creates the reference data the product needs", async () => {
    expect(await count("City")).toBe(KNOWN_CITIES.length);
    const parents = await query<{ id: string; children: number | string }>(
      `SELECT p."id", (SELECT COUNT(*) FROM "BusinessCategory" c WHERE c."parentId" = p."id") AS children
         FROM "BusinessCategory" p WHERE p."parentId" IS NULL`,
    );
    expect(parents.length).toBeGreaterThanOrEqual(8);
    for (const parent of parents) expect(Number(parent.children)).toBeGreaterThan(0);
    expect(await count("BusinessTag")).toBeGreaterThanOrEqual(30);
    expect(await count("PlatformFeature")).toBeGreaterThanOrEqual(6);
    expect(await count("WaitlistChallenge", `"isApproved" = true AND "isActive" = true`)).toBeGreaterThanOrEqual(10);
    expect(await count("SiteSetting")).toBeGreaterThanOrEqual(21);
    expect(await count("EmailTemplate")).toBeGreaterThanOrEqual(3);
    // Every subcategory has a business template with services and tags.
    expect(await count("BusinessTemplate")).toBe(await count("BusinessCategory", `"level" = 1`));
    expect(await count("BusinessTemplateService")).toBeGreaterThan(await count("BusinessTemplate"));
    expect(await count("BusinessTemplateTag")).toBeGreaterThan(await count("BusinessTemplate"));
  });

  it("creates businesses over the cities with tags, services, hours and coordinates", async () => {
    expect(await count("BusinessProfile")).toBe(BUSINESSES);
    expect(
      Number(
        (await query<{ n: number | string }>(`SELECT COUNT(DISTINCT "citySlug") AS n FROM "BusinessProfile"`))[0]!.n,
      ),
    ).toBeGreaterThanOrEqual(20);
    expect(await count("BusinessProfile", `"latitude" IS NULL OR "longitude" IS NULL`)).toBe(0);
    expect(await count("BusinessProfile", `"featured" = true AND "active" = true`)).toBeGreaterThanOrEqual(1);
    for (const table of ["BusinessTagAssignment", "Service", "BusinessHours", "Review", "BusinessOffer"]) {
      expect(await count(table), table).toBeGreaterThan(0);
    }
    expect(await count("BusinessProfile", `"id" NOT IN (SELECT "businessId" FROM "Service")`)).toBe(0);
  });

  it("keeps every business's rating and review count equal to its published reviews", async () => {
    const rows = await query<{
      id: string;
      averageRating: number;
      totalReviews: number | string;
      actualCount: number | string;
      actualAverage: number | string | null;
    }>(
      `SELECT b."id", b."averageRating", b."totalReviews",
              (SELECT COUNT(*) FROM "Review" r WHERE r."businessId" = b."id" AND r."status" = 'published') AS "actualCount",
              (SELECT AVG(r."rating") FROM "Review" r WHERE r."businessId" = b."id" AND r."status" = 'published') AS "actualAverage"
         FROM "BusinessProfile" b`,
    );
    expect(rows.some((row) => Number(row.actualCount) > 0)).toBe(true);
    for (const row of rows) {
      expect(Number(row.totalReviews), row.id).toBe(Number(row.actualCount));
      // Stored rounded to two decimals.
      expect(Math.abs(Number(row.averageRating) - Number(row.actualAverage ?? 0)), row.id).toBeLessThanOrEqual(
        0.005 + 1e-9,
      );
    }
  });

  it("creates one demo account per role with the README's password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await query<{ id: string; passwordHash: string }>(
        `SELECT "id", "passwordHash" FROM "User" WHERE "email" = '${account.email}'`,
      );
      expect(user, account.email).toBeDefined();
      expect(await verifyPassword(account.password, user!.passwordHash)).toBe(true);
      const roles = await query<{ role: string }>(`SELECT "role" FROM "UserRole" WHERE "userId" = '${user!.id}'`);
      expect(roles.map((r) => r.role)).toEqual(account.roles);
    }
  });

  it("builds a network only between listed businesses of different owners, with consistent referral dates", async () => {
    const listed = (alias: string) =>
      `${alias}."ownerId" IS NOT NULL AND ${alias}."active" = true AND ${alias}."awaitingApproval" = false`;
    for (const [table, from, to] of [
      ["BusinessConnection", "requesterId", "addresseeId"],
      ["Referral", "fromBusinessId", "toBusinessId"],
      ["Recommendation", "fromBusinessId", "toBusinessId"],
    ] as const) {
      expect(await count(table), table).toBeGreaterThan(0);
      const [bad] = await query<{ n: number | string }>(
        `SELECT COUNT(*) AS n FROM "${table}" t JOIN "BusinessProfile" a ON a."id" = t."${from}"
           JOIN "BusinessProfile" b ON b."id" = t."${to}"
          WHERE NOT (${listed("a")} AND ${listed("b")}) OR a."ownerId" = b."ownerId"`,
      );
      expect(Number(bad!.n), table).toBe(0);
    }
    const [otherCity] = await query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM "BusinessConnection" c JOIN "BusinessProfile" a ON a."id" = c."requesterId"
         JOIN "BusinessProfile" b ON b."id" = c."addresseeId" WHERE a."citySlug" <> b."citySlug"`,
    );
    expect(Number(otherCity!.n)).toBe(0);
    expect(
      await count(
        "Referral",
        `"lastStepAt" < "createdAt" OR "firstResponseAt" < "createdAt" OR "closedAt" < "firstResponseAt"
          OR ("closedAt" IS NULL) <> ("status" IN ('new', 'contacted')) OR ("firstResponseAt" IS NULL) <> ("status" = 'new')
          OR ("status" = 'won') <> ("valueCents" IS NOT NULL AND "valueCents" > 0)
          OR ("status" = 'declined' AND "closeReason" IS NULL)`,
      ),
    ).toBe(0);
    const statuses = await query<{ status: string }>(`SELECT DISTINCT "status" FROM "Referral"`);
    expect(statuses.map((row) => row.status).sort()).toEqual(["contacted", "declined", "lost", "new", "won"]);
    // The demo owner sees connections, referrals both ways and recommendations.
    const demo = `IN (SELECT "id" FROM "BusinessProfile" WHERE "ownerId" = 'user_owner')`;
    expect(
      await count("BusinessConnection", `"status" = 'accepted' AND ("requesterId" ${demo} OR "addresseeId" ${demo})`),
    ).toBeGreaterThan(0);
    expect(await count("Referral", `"toBusinessId" ${demo}`)).toBeGreaterThan(0);
    expect(await count("Referral", `"fromBusinessId" ${demo}`)).toBeGreaterThan(0);
    expect(await count("Recommendation", `"status" = 'accepted' AND "toBusinessId" ${demo}`)).toBeGreaterThan(0);
  });

  it("gives every organisation a kind and a city, and every approved one an admin, members and offers", async () => {
    expect(await count("Organization")).toBeGreaterThanOrEqual(5);
    expect(await count("Organization", `"citySlug" IS NULL OR "city" IS NULL`)).toBe(0);
    // Public means approved and not suspended; one awaits approval, asked for by an owner.
    expect(await count("Organization", `"active" = true AND ("approvedAt" IS NULL OR "suspendedAt" IS NOT NULL)`)).toBe(
      0,
    );
    expect(await count("Organization", `"approvedAt" IS NULL AND "requestedById" IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count("Organization", `"active" = true AND "leaderboardPublic" = true`)).toBeGreaterThanOrEqual(1);
    const approved = `"organizationId" IN (SELECT "id" FROM "Organization" WHERE "approvedAt" IS NOT NULL)`;
    for (const [table, where] of [
      ["OrganizationManager", ""],
      ["OrganizationMember", `"status" = 'active' AND `],
      ["MemberOffer", ""],
    ] as const) {
      const [without] = await query<{ n: number | string }>(
        `SELECT COUNT(*) AS n FROM "Organization" o WHERE o."approvedAt" IS NOT NULL AND o."active" = true
           AND NOT EXISTS (SELECT 1 FROM "${table}" t WHERE ${where}t."organizationId" = o."id")`,
      );
      expect(Number(without!.n), table).toBe(0);
    }
    expect(await count("OrganizationMember", `"status" = 'requested' AND ${approved}`)).toBeGreaterThan(0);
    expect(await count("OrganizationMember", `"status" = 'invited' AND ${approved}`)).toBeGreaterThan(0);
    expect(await count("OrganizationInvitation")).toBeGreaterThan(0);
    // Members are listed businesses with an owner; active ones have joined, pending ones not yet.
    const [unlisted] = await query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM "OrganizationMember" m JOIN "BusinessProfile" b ON b."id" = m."businessId"
        WHERE b."ownerId" IS NULL OR b."active" = false OR b."awaitingApproval" = true`,
    );
    expect(Number(unlisted!.n)).toBe(0);
    expect(await count("OrganizationMember", `("status" = 'active') <> ("joinedAt" IS NOT NULL)`)).toBe(0);
    // Admins are owners of a member business; the demo owner manages none, its first business is a member of one.
    const [notOwner] = await query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM "OrganizationManager" g WHERE NOT EXISTS (
         SELECT 1 FROM "OrganizationMember" m JOIN "BusinessProfile" b ON b."id" = m."businessId"
          WHERE m."organizationId" = g."organizationId" AND b."ownerId" = g."userId")`,
    );
    expect(Number(notOwner!.n)).toBe(0);
    expect(await count("OrganizationManager", `"userId" IN ('user_owner', 'user_admin', 'user_customer')`)).toBe(0);
    expect(await count("OrganizationMember", `"businessId" = 'biz_000001' AND "status" = 'active'`)).toBe(1);
    // New members brought in: waitlist entries carrying an organisation's slug, converted to one of its members.
    const [brought] = await query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM "WaitlistEntry" w JOIN "Organization" o ON o."slug" = w."organizationSlug"
         JOIN "OrganizationMember" m ON m."organizationId" = o."id" AND m."businessId" = w."convertedBusinessId"
        WHERE w."status" = 'converted' AND m."status" = 'active'`,
    );
    expect(Number(brought!.n)).toBeGreaterThan(0);
    expect(Number(brought!.n)).toBe(await count("WaitlistEntry", `"status" = 'converted'`));
  });

  it("is deterministic, and --if-empty keeps existing data", async () => {
    const first = await fingerprint();
    seed("--businesses", String(BUSINESSES));
    expect(await fingerprint()).toBe(first);
    // Reseeding empties the directory's counts table with the businesses (TRUNCATE on PostgreSQL) and the triggers count the new ones.
    const stored = await query(
      `SELECT "citySlug" || '/' || "categoryId" || '=' || "businesses" AS k FROM "DirectoryCount" WHERE "businesses" <> 0 ORDER BY 1`,
    );
    const counted = await query(
      `SELECT "citySlug" || '/' || COALESCE("categoryId", '') || '=' || COUNT(*) AS k FROM "BusinessProfile" WHERE "active" GROUP BY "citySlug", COALESCE("categoryId", '') ORDER BY 1`,
    );
    expect(counted.length).toBeGreaterThan(0);
    expect(stored).toEqual(counted);
    expect(seed("--if-empty")).toMatch(/skipped/i);
    expect(await count("BusinessProfile")).toBe(BUSINESSES);
  });
});
