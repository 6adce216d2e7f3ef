// Online booking and same-day service have one source: the businesses' flags. The data migration
// turns the old tags of the same meaning into flags and removes the tags; cards carry the flags.
import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, expect, it } from "vitest";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { testProvider } from "../helpers/test-database";
import { TAGS } from "../../prisma/seed/tags";
import { db } from "@/platform/db";

const server = apiServerForThisFile();
let api: ApiClient;
beforeAll(() => {
  api = server.client();
});

const FEATURE_TAGS = ["online-booking", "same-day-service"];

/** Runs the migration's statements again on the database under test (they are idempotent). */
async function runFeatureFlagMigration() {
  const folder = `prisma/${testProvider()}/migrations`;
  const name = readdirSync(folder).find((entry) => entry.endsWith("_feature_flags_replace_tags"));
  if (!name) throw new Error("migration not found");
  const text = readFileSync(`${folder}/${name}/migration.sql`, "utf8").replace(/^--.*$/gm, "");
  for (const statement of text
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean))
    await db.$executeRawUnsafe(statement);
}

it("the seed has no tags that repeat the feature flags", () => {
  expect(TAGS.map((tag) => tag.slug).filter((slug) => FEATURE_TAGS.includes(slug))).toEqual([]);
});

it("a business tagged 'Online Booking' or 'Same-Day Service' gets the flag, and the tags go", async () => {
  const [booking, sameDay] = await Promise.all(
    [
      ["Online Booking", "online-booking"],
      ["Same-Day Service", "same-day-service"],
    ].map(([name, slug]) =>
      db.businessTag.upsert({
        where: { slug },
        create: { id: `tag_${slug}`, name: name!, slug: slug!, color: "#0891b2" },
        update: {},
      }),
    ),
  );
  const word = uniqueWord();
  const hours = [{ dayOfWeek: 1, openMinute: 540, closeMinute: 1020 }];
  const tagged = await createBusiness({ name: `${word} tagged booking`, tagIds: [booking!.id], hours });
  const both = await createBusiness({
    name: `${word} tagged both`,
    tagIds: [booking!.id, sameDay!.id],
    onlineBooking: true,
  });
  const plain = await createBusiness({ name: `${word} plain` });

  await runFeatureFlagMigration();

  const flags = await db.businessProfile.findMany({
    where: { id: { in: [tagged.id, both.id, plain.id] } },
    select: { businessName: true, onlineBooking: true, sameDayService: true },
    orderBy: { businessName: "asc" },
  });
  expect(flags).toEqual([
    { businessName: `${word} plain`, onlineBooking: false, sameDayService: false },
    { businessName: `${word} tagged booking`, onlineBooking: true, sameDayService: false },
    { businessName: `${word} tagged both`, onlineBooking: true, sameDayService: true },
  ]);
  expect(await db.businessTag.count({ where: { slug: { in: FEATURE_TAGS } } })).toBe(0);
  expect(await db.businessTagAssignment.count({ where: { tagId: { in: [booking!.id, sameDay!.id] } } })).toBe(0);
  // The copy the open-now search reads follows the flag.
  expect(
    await db.businessHours.findMany({ where: { businessId: tagged.id }, select: { onlineBooking: true } }),
  ).toEqual([{ onlineBooking: true }]);

  // The filter and the cards agree: both read the flags.
  const found = await api.directory.search.query({ search: word, features: ["online-booking"] });
  expect(found.items.map((card) => [card.businessName, card.onlineBooking, card.sameDayService]).sort()).toEqual([
    [`${word} tagged booking`, true, false],
    [`${word} tagged both`, true, true],
  ]);
});
