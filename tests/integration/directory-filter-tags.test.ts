// The tags the directory's filter panel offers: the most used active tags, by name ignoring case.
import { beforeAll, expect, it } from "vitest";
import { apiServerForThisFile, type ApiClient } from "../helpers/http";
import { createBusiness, uniqueWord } from "../helpers/business-factories";
import { MAX_FILTER_TAGS } from "@/features/directory/schema";
import { db } from "@/platform/db";

const server = apiServerForThisFile();
let api: ApiClient;
beforeAll(() => {
  api = server.client();
});

async function tagUsedBy(name: string, businesses: number, isActive = true) {
  const tag = await db.businessTag.create({ data: { name, slug: `tag-${uniqueWord()}`, color: "#2563eb", isActive } });
  for (let i = 0; i < businesses; i++) await createBusiness({ name: `${name} user ${i}`, tagIds: [tag.id] });
  return tag;
}

it("offers the most used active tags, sorted by name ignoring case", async () => {
  const word = uniqueWord();
  // Unused names that sort first must not crowd out the tags businesses actually carry.
  await db.businessTag.create({ data: { name: `!!! ${word} unused`, slug: `tag-${uniqueWord()}`, color: "#2563eb" } });
  await db.businessTag.create({ data: { name: `000 ${word} unused`, slug: `tag-${uniqueWord()}`, color: "#2563eb" } });
  await tagUsedBy(`zz ${word} lower`, 8);
  await tagUsedBy(`ZZ ${word} Upper`, 7);
  await tagUsedBy(`!! ${word} inactive`, 9, false);

  const options = await api.directory.filterOptions.query();
  const offered = options.tags;

  const uses = await db.businessTag.findMany({
    where: { isActive: true },
    select: { id: true, name: true, _count: { select: { assignments: true } } },
  });
  const expected = uses
    .filter((tag) => tag._count.assignments > 0)
    .sort((a, b) => b._count.assignments - a._count.assignments || (a.id < b.id ? -1 : 1))
    .slice(0, MAX_FILTER_TAGS)
    .map((tag) => tag.name)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  expect(offered.map((tag) => tag.name)).toEqual(expected);
  expect(offered.map((tag) => tag.name)).toEqual(expect.arrayContaining([`zz ${word} lower`, `ZZ ${word} Upper`]));
  expect(offered.map((tag) => tag.name).indexOf(`zz ${word} lower`)).toBeLessThan(
    offered.map((tag) => tag.name).indexOf(`ZZ ${word} Upper`),
  );
  expect(offered.some((tag) => tag.name.includes("unused") || tag.name.includes("inactive"))).toBe(false);
  expect(offered[0]).toEqual({
    id: expect.any(String),
    name: expect.any(String),
    slug: expect.any(String),
    color: expect.any(String),
  });

  // 'More tags': every active tag some business carries, by name.
  const all = options.allTags.map((tag) => tag.name);
  const used = uses.filter((tag) => tag._count.assignments > 0).map((tag) => tag.name);
  expect([...all].sort()).toEqual([...used].sort());
  expect(all).toEqual(expect.arrayContaining(offered.map((tag) => tag.name)));
  expect(all.some((name) => name.includes("unused") || name.includes("inactive"))).toBe(false);
});

it("keeps each tag's usage count as businesses gain, lose or delete their tags", async () => {
  const tag = await tagUsedBy(`Counted ${uniqueWord()}`, 2);
  const other = await db.businessTag.create({ data: { name: `Other ${uniqueWord()}`, slug: `tag-${uniqueWord()}` } });
  const usage = async (id: string) => (await db.businessTag.findUniqueOrThrow({ where: { id } })).usageCount;
  expect(await usage(tag.id)).toBe(2);
  const business = await createBusiness({ name: `${uniqueWord()} counted`, tagIds: [tag.id] });
  expect(await usage(tag.id)).toBe(3);
  await db.businessTagAssignment.update({
    where: { businessId_tagId: { businessId: business.id, tagId: tag.id } },
    data: { tagId: other.id },
  });
  expect([await usage(tag.id), await usage(other.id)]).toEqual([2, 1]);
  await db.businessProfile.delete({ where: { id: business.id } });
  expect(await usage(other.id)).toBe(0);
  await db.businessTagAssignment.deleteMany({ where: { tagId: tag.id } });
  expect(await usage(tag.id)).toBe(0);
});
