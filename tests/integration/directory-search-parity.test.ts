// Both databases give the same answers: 50 fixed queries on the demo seed (plus a few businesses with
// accents), run on the database under test and compared with directory-search-parity.json, which
// both providers must reproduce exactly. After a deliberate change to the seed or the search,
// regenerate it with UPDATE_SEARCH_PARITY=1 on SQLite and check PostgreSQL agrees.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient as PostgresClient } from "@/generated/postgresql/client";
import { PrismaClient as SqliteClient } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";
import { searchDirectory } from "@/features/directory/search";
import { directorySearchInput, type DirectorySearchInput } from "@/features/directory/schema";
import { suggestions } from "@/features/directory/suggestions";
import { createMigratedDatabase, testProvider } from "../helpers/test-database";

const GOLDEN = "tests/integration/directory-search-parity.json";
const NOW = new Date("2026-03-06T18:00:00Z");
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

export const PARITY_QUERIES: DirectorySearchInput[] = [
  { search: "plumber" },
  { search: "plumbers" },
  { search: "PLUMBING" },
  { search: "dentist" },
  { search: "dental" },
  { search: "café" },
  { search: "cafe" },
  { search: "CAFÉ olé" },
  { search: "coffee" },
  { search: "espresso" },
  { search: "vet" },
  { search: "veterinarians" },
  { search: "mechanic" },
  { search: "auto repair" },
  { search: "kid friendly" },
  { search: "kids" },
  { search: "wifi" },
  { search: "dog friendly" },
  { search: "se habla español" },
  { search: "espanol" },
  { search: "tacos" },
  { search: "bakeries" },
  { search: "salon" },
  { search: "yoga studio" },
  { search: "towing" },
  { search: "garcia" },
  { search: "lone star" },
  { search: "crème brûlée" },
  { search: "nino" },
  { search: "peña" },
  { search: "suite" },
  { search: "ca" },
  { search: "#7" },
  { search: "100%" },
  { search: "zzqqxx" },
  { search: "plumber", location: "austin" },
  { search: "coffee", location: "houston" },
  { search: "dentist", location: "78701" },
  { search: "towing", location: "waco" },
  { search: "peña", location: "dallas" },
  { search: "zzqqxx", location: "austin" },
  { search: "plumber", location: "austin", within: "50" },
  { search: "restaurant", location: "austin", within: "100" },
  { search: "coffee", near: AUSTIN, within: "25" },
  { search: "salon", near: AUSTIN, sort: "distance" },
  { search: "salon", sort: "rating" },
  { search: "repair", category: "automotive" },
  { search: "restaurant", tags: ["kid-friendly"] },
  { search: "bar", features: ["open-now"] },
  { category: "home-services", location: "austin", within: "any", page: 2 },
];

/** Businesses with accents and punctuation, which the demo seed lacks. */
const EXTRAS = [
  {
    id: "parity_1",
    businessName: "Café Olé",
    category: "Cafes & Coffee Shops",
    citySlug: "dallas",
    city: "Dallas",
    address: "4 Peña Street",
  },
  {
    id: "parity_2",
    businessName: "Crème Brûlée Bakery",
    category: "Bakeries",
    citySlug: "austin",
    city: "Austin",
    address: "88 Main Street",
  },
  {
    id: "parity_3",
    businessName: "Niño's Taquería",
    category: "Restaurants",
    citySlug: "houston",
    city: "Houston",
    address: "#7 Plaza",
  },
  {
    id: "parity_4",
    businessName: "100% Organic Market",
    category: "Boutiques",
    citySlug: "waco",
    city: "Waco",
    address: "1 Elm Street",
  },
];

let database: Awaited<ReturnType<typeof createMigratedDatabase>>;
let client: Db;

beforeAll(async () => {
  database = await createMigratedDatabase();
  execFileSync("node_modules/.bin/tsx", ["--conditions=react-server", "prisma/seed.ts", "--businesses", "400"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: database.url },
  });
  client =
    testProvider() === "postgresql"
      ? (new PostgresClient({ adapter: new PrismaPg({ connectionString: database.url }) }) as unknown as Db)
      : new SqliteClient({ adapter: new PrismaBetterSQLite3({ url: database.url }) });
  for (const extra of EXTRAS)
    await client.businessProfile.create({
      data: { ...extra, slug: extra.id, latitude: 32.78, longitude: -96.8, zipCode: "75201" },
    });
}, 240_000);
afterAll(async () => {
  await client?.$disconnect();
  await database?.drop();
});

async function answers() {
  const results: Record<string, unknown> = {};
  for (const input of PARITY_QUERIES) {
    const result = await searchDirectory(client, directorySearchInput.parse(input), NOW);
    results[JSON.stringify(input)] = {
      total: result.total,
      nearby: result.nearby,
      ids: result.items.map((card) => card.id),
    };
  }
  for (const text of ["plumb", "café", "kid friendly"]) {
    const found = await suggestions(client, text, "austin");
    results[`suggest ${text}`] = {
      categories: found.categories.map((category) => category.slug),
      businesses: found.businesses.map((business) => business.id),
    };
  }
  return results;
}

describe("search parity between SQLite and PostgreSQL", () => {
  it("answers the 50 fixed queries as recorded", async () => {
    expect(PARITY_QUERIES).toHaveLength(50);
    const results = await answers();
    if (process.env.UPDATE_SEARCH_PARITY === "1") writeFileSync(GOLDEN, `${JSON.stringify(results, null, 2)}\n`);
    const golden = JSON.parse(readFileSync(GOLDEN, "utf8")) as Record<string, unknown>;
    // The queries find something: the recording is not a list of empty answers.
    const totals = Object.values(golden).map((answer) => (answer as { total?: number }).total ?? 1);
    expect(totals.filter((total) => total > 0).length).toBeGreaterThanOrEqual(45);
    expect(results).toEqual(golden);
  });
});
