// The admin catalogue over real HTTP: site settings, categories, tags, feature cards and templates,
// and the process cache that public pages read them through.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/platform/db";
import { inUseMessage } from "@/features/catalogue/schema";
import { apiServerForThisFile, outcome, type ApiClient } from "../helpers/http";
import { createBusiness, createTag } from "../helpers/business-factories";
import { createCategoryPair, createWaitlistEntry } from "../helpers/waitlist";
import { featureInput, tagInput } from "../helpers/catalogue";

const server = apiServerForThisFile();
let admin: ApiClient;
let visitor: ApiClient;
beforeAll(async () => {
  admin = (await server.clientAs(["admin"])).api;
  visitor = server.client();
});

describe("site settings", () => {
  it("serve public reads from the process cache and show an admin's save on the next read", async () => {
    await admin.siteSettings.save.mutate({ site_title: "Cached title" });
    expect((await visitor.siteSettings.get.query()).site_title).toBe("Cached title");
    // A write that bypasses the admin screen is not seen: public reads do not query the table.
    await db.siteSetting.update({ where: { key: "site_title" }, data: { value: "Written behind the cache" } });
    expect((await visitor.siteSettings.get.query()).site_title).toBe("Cached title");
    await admin.siteSettings.save.mutate({ site_title: "Saved by an admin", platform_stats_member_perks: "4,000" });
    const after = await visitor.siteSettings.get.query();
    expect(after.site_title).toBe("Saved by an admin");
    expect(after.platform_stats_member_perks).toBe("4,000");
  });

  it("check each value by its kind and answer with field errors", async () => {
    const bad = await outcome(
      admin.siteSettings.save.mutate({
        contact_email: "not-an-email",
        social_facebook: "javascript:alert(1)",
        contact_phone: "call me",
        platform_stats_monthly_growth: " ",
      }),
    );
    expect(bad).toMatchObject({ code: "BAD_REQUEST" });
    const fieldErrors = (bad as { fieldErrors?: Record<string, string[]> }).fieldErrors;
    expect(fieldErrors).toEqual({
      contact_email: ["Contact email must be an email address."],
      social_facebook: ["Facebook must be a web address starting with http:// or https://."],
      contact_phone: ["Contact phone must be a phone number."],
      platform_stats_monthly_growth: ["Monthly growth needs a value, e.g. 12,847."],
    });
    expect(await outcome(admin.siteSettings.save.mutate({ unknown_key: "x" } as never))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("store links by the link rule, emails lower-cased, and keep an unchanged image's version", async () => {
    await admin.siteSettings.save.mutate({
      social_twitter: "twitter.com/localhub",
      contact_email: "Hello@LocalHub.Example",
      site_logo_url: "/uploads/logo.webp",
    });
    const stored = await admin.siteSettings.list.query();
    const value = (key: string) => stored.find((row) => row.key === key);
    expect(value("social_twitter")?.value).toBe("https://twitter.com/localhub");
    expect(value("contact_email")?.value).toBe("hello@localhub.example");
    const version = value("site_logo_url")!.updatedAt.getTime();
    expect(
      await admin.siteSettings.save.mutate({ site_logo_url: "/uploads/logo.webp", site_title: "Another" }),
    ).toEqual({ saved: 1 });
    expect(
      (await admin.siteSettings.list.query()).find((row) => row.key === "site_logo_url")!.updatedAt.getTime(),
    ).toBe(version);
    expect(
      await outcome(admin.siteSettings.upsert.mutate({ key: "site_logo_url", value: "//evil.example/x.png" })),
    ).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("categories", () => {
  it("keep level and has-children right, reach the public filters at once, and keep slugs on rename", async () => {
    const before = await visitor.directory.filterOptions.query();
    await visitor.waitlist.topCategories.query();
    const parent = await admin.catalogue.createCategory.mutate({ name: "Zeta Crafts", parentId: null, icon: "Star" });
    const child = await admin.catalogue.createCategory.mutate({
      name: "Pottery Studios",
      parentId: parent.id,
      icon: null,
    });
    expect(child.level).toBe(1);
    const tree = await admin.catalogue.categories.query();
    expect(tree.find((row) => row.id === parent.id)).toMatchObject({
      level: 0,
      hasChildren: true,
      slug: "zeta-crafts",
    });

    const options = await visitor.directory.filterOptions.query();
    expect(options.categories.length).toBe(before.categories.length + 1);
    expect(options.categories.find((row) => row.id === parent.id)?.children).toEqual([
      { id: child.id, name: "Pottery Studios", slug: "pottery-studios" },
    ]);
    expect((await visitor.waitlist.topCategories.query()).map((row) => row.id)).toContain(parent.id);

    const business = await createBusiness({ name: "Clay House", categoryId: child.id, category: "Pottery Studios" });
    await admin.catalogue.updateCategory.mutate({ id: child.id, name: "Ceramics" });
    expect((await admin.catalogue.categories.query()).find((row) => row.id === child.id)).toMatchObject({
      name: "Ceramics",
      slug: "pottery-studios",
    });
    expect((await db.businessProfile.findUniqueOrThrow({ where: { id: business.id } })).category).toBe("Ceramics");
    expect((await visitor.directory.search.query({ category: "pottery-studios" })).items.map((row) => row.id)).toEqual([
      business.id,
    ]);

    await admin.catalogue.updateCategory.mutate({ id: parent.id, active: false });
    expect((await visitor.directory.filterOptions.query()).categories.some((row) => row.id === parent.id)).toBe(false);
  });

  it("move a subcategory to another parent and refuse trees deeper than two levels", async () => {
    const first = await createCategoryPair();
    const second = await createCategoryPair();
    await admin.catalogue.updateCategory.mutate({ id: first.child.id, parentId: second.parent.id });
    const tree = await admin.catalogue.categories.query();
    expect(tree.find((row) => row.id === first.parent.id)?.hasChildren).toBe(false);
    expect(tree.find((row) => row.id === second.parent.id)?.hasChildren).toBe(true);
    expect(
      await outcome(admin.catalogue.createCategory.mutate({ name: "Too deep", parentId: second.child.id, icon: null })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: "A subcategory's parent must be a top-level category.",
    });
    expect(
      await outcome(admin.catalogue.updateCategory.mutate({ id: second.parent.id, parentId: first.parent.id })),
    ).toMatchObject({
      message: "A category with subcategories stays at the top level.",
    });
    await admin.catalogue.updateCategory.mutate({ id: first.child.id, parentId: null });
    expect((await admin.catalogue.categories.query()).find((row) => row.id === first.child.id)).toMatchObject({
      level: 0,
      parentId: null,
    });
  });

  it("refuse to delete a used category, naming how many use it, and delete an unused one", async () => {
    const pair = await createCategoryPair();
    await createBusiness({ name: "User One", categoryId: pair.child.id });
    await createBusiness({ name: "User Two", categoryId: pair.child.id });
    await createWaitlistEntry({ categoryId: pair.child.id, parentCategoryId: pair.parent.id });
    expect(await outcome(admin.catalogue.deleteCategory.mutate({ id: pair.child.id }))).toMatchObject({
      code: "CONFLICT",
      message: "This category is used by 2 businesses and 1 waitlist entry. Deactivate it instead.",
    });
    expect(await outcome(admin.catalogue.deleteCategory.mutate({ id: pair.parent.id }))).toMatchObject({
      message: inUseMessage("category", { businesses: 0, waitlistEntries: 1, subcategories: 1 }),
    });
    const unused = await createCategoryPair();
    await admin.catalogue.deleteCategory.mutate({ id: unused.child.id });
    expect((await admin.catalogue.categories.query()).find((row) => row.id === unused.parent.id)?.hasChildren).toBe(
      false,
    );
    expect(await outcome(admin.catalogue.deleteCategory.mutate({ id: unused.child.id }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("reorder siblings, refusing a list that mixes parents", async () => {
    const pair = await createCategoryPair();
    const second = await admin.catalogue.createCategory.mutate({
      name: "Second child",
      parentId: pair.parent.id,
      icon: null,
    });
    await admin.catalogue.reorderCategories.mutate({ ids: [second.id, pair.child.id] });
    const order = (await admin.catalogue.categories.query())
      .filter((row) => row.parentId === pair.parent.id)
      .map((row) => row.id);
    expect(order).toEqual([second.id, pair.child.id]);
    expect(await outcome(admin.catalogue.reorderCategories.mutate({ ids: [second.id, pair.parent.id] }))).toMatchObject(
      { code: "BAD_REQUEST" },
    );
  });
});

describe("tags", () => {
  it("create, edit and delete tags; a used tag is refused with its count; names stay unique", async () => {
    await visitor.directory.filterOptions.query();
    const input = tagInput();
    const tag = await admin.catalogue.createTag.mutate({ ...input, name: "Open Late Nights" });
    expect(tag).toMatchObject({ slug: "open-late-nights", color: "#2563eb", description: null });
    expect(await outcome(admin.catalogue.createTag.mutate({ ...input, name: "open late nights" }))).toMatchObject({
      code: "CONFLICT",
      fieldErrors: { name: ["A tag with that name already exists."] },
    });
    expect(await outcome(admin.catalogue.createTag.mutate({ ...input, color: "blue" }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { color: ["Colour must be a hex colour such as #16a34a."] },
    });

    await admin.catalogue.updateTag.mutate({ ...input, id: tag.id, name: "Open Late", isActive: false });
    const listed = (await admin.catalogue.tags.query()).find((row) => row.id === tag.id);
    expect(listed).toMatchObject({
      name: "Open Late",
      slug: "open-late-nights",
      isActive: false,
      _count: { assignments: 0 },
    });

    const used = await createTag();
    await createBusiness({ name: "Tagged", tagIds: [used.id] });
    expect(await outcome(admin.catalogue.deleteTag.mutate({ id: used.id }))).toMatchObject({
      code: "CONFLICT",
      message: "This tag is used by 1 business. Deactivate it instead.",
    });
    await admin.catalogue.deleteTag.mutate({ id: tag.id });
    expect((await admin.catalogue.tags.query()).some((row) => row.id === tag.id)).toBe(false);
  });
});

describe("platform feature cards", () => {
  it("show at most six featured, active cards in order on the home page, at once after each change", async () => {
    const initial = await visitor.home.platformFeatures.query();
    expect(initial.length).toBeLessThanOrEqual(6);
    for (let index = 0; index < 7; index++)
      await admin.catalogue.createFeature.mutate({ ...featureInput(), title: `Card ${index}`, isFeatured: true });
    const { features, shownIds } = await admin.catalogue.features.query();
    const expected = features
      .filter((card) => card.isFeatured && card.isActive)
      .slice(0, 6)
      .map((card) => card.id);
    expect(shownIds).toEqual(expected);
    expect((await visitor.home.platformFeatures.query()).map((card) => card.id)).toEqual(expected);

    // The seventh card moved to the front shows first; switching it off hides it again.
    const seventh = features.find((card) => card.title === "Card 6")!;
    await admin.catalogue.reorderFeatures.mutate({
      ids: [seventh.id, ...features.filter((card) => card.id !== seventh.id).map((card) => card.id)],
    });
    expect((await visitor.home.platformFeatures.query())[0]?.id).toBe(seventh.id);
    await admin.catalogue.updateFeature.mutate({
      ...featureInput(),
      id: seventh.id,
      title: "Card 6",
      isFeatured: true,
      isActive: false,
    });
    expect((await visitor.home.platformFeatures.query()).map((card) => card.id)).not.toContain(seventh.id);
    await admin.catalogue.deleteFeature.mutate({ id: seventh.id });
    expect(await outcome(admin.catalogue.updateFeature.mutate({ ...featureInput(), id: seventh.id }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await outcome(admin.catalogue.reorderFeatures.mutate({ ids: [features[0]!.id] }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(
      await outcome(admin.catalogue.createFeature.mutate({ ...featureInput(), colorClass: "rainbow" })),
    ).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("business templates", () => {
  it("save a subcategory's template and offer its services and active tags to a signed-in owner", async () => {
    const pair = await createCategoryPair();
    const [kept, hidden] = [await createTag(), await createTag({ isActive: false })];
    const owner = (await server.clientAs(["business_owner"])).api;
    expect(await owner.catalogue.templateForCategory.query({ categoryId: pair.child.id })).toBeNull();
    await admin.catalogue.saveTemplate.mutate({
      categoryId: pair.child.id,
      description: "A friendly neighbourhood studio.",
      tagIds: [kept.id, hidden.id, kept.id],
      services: [
        {
          serviceName: "Wheel class",
          description: "Two hours at the wheel",
          priceFrom: 45,
          priceTo: 60.5,
          durationMinutes: 120,
        },
        { serviceName: "Kiln firing", description: "", priceFrom: null, priceTo: null, durationMinutes: null },
      ],
    });
    const offer = await owner.catalogue.templateForCategory.query({ categoryId: pair.child.id });
    expect(offer).toEqual({
      categoryId: pair.child.id,
      description: "A friendly neighbourhood studio.",
      services: [
        {
          serviceName: "Wheel class",
          description: "Two hours at the wheel",
          priceFromCents: 4500,
          priceToCents: 6050,
          durationMinutes: 120,
        },
        {
          serviceName: "Kiln firing",
          description: null,
          priceFromCents: null,
          priceToCents: null,
          durationMinutes: null,
        },
      ],
      tags: [{ id: kept.id, name: kept.name, slug: kept.slug }],
    });
    await admin.catalogue.saveTemplate.mutate({
      categoryId: pair.child.id,
      description: "Replaced.",
      tagIds: [],
      services: [],
    });
    expect(await owner.catalogue.templateForCategory.query({ categoryId: pair.child.id })).toMatchObject({
      description: "Replaced.",
      services: [],
      tags: [],
    });
    expect((await admin.catalogue.templates.query()).find((row) => row.categoryId === pair.child.id)?.description).toBe(
      "Replaced.",
    );

    expect(
      await outcome(
        admin.catalogue.saveTemplate.mutate({ categoryId: pair.parent.id, description: "x", tagIds: [], services: [] }),
      ),
    ).toMatchObject({
      message: "Templates belong to subcategories.",
    });
    const badPrice = await outcome(
      admin.catalogue.saveTemplate.mutate({
        categoryId: pair.child.id,
        description: "x",
        tagIds: [],
        services: [{ serviceName: "A", description: "", priceFrom: 50, priceTo: 10, durationMinutes: 30 }],
      }),
    );
    expect(badPrice).toMatchObject({ code: "BAD_REQUEST", message: "Price to must not be below price from." });
    expect((await admin.catalogue.subcategories.query()).find((row) => row.id === pair.child.id)).toMatchObject({
      parent: { name: pair.parent.name },
    });

    await admin.catalogue.deleteTemplate.mutate({ categoryId: pair.child.id });
    expect(await owner.catalogue.templateForCategory.query({ categoryId: pair.child.id })).toBeNull();
  });
});
