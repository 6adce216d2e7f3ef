// The benchmark's cases: each runs the real code path (searchDirectory or a suggestion function).
import type { Db } from "@/platform/db";
import { searchDirectory, plannedSearch, prepareSearch } from "@/features/directory/search";
import { pageOnceCounted } from "@/features/directory/search/plan";
import { COUNT_STRATEGIES, PAGE_STRATEGIES } from "@/features/directory/search/run";
import {
  MAX_OFFSET_PAGE,
  SUGGESTION_LIMIT,
  directorySearchInput,
  type DirectorySearchInput,
  type PageLink,
} from "@/features/directory/schema";
import { searchTerms, searchVocabulary } from "@/features/directory/search-terms";
import { businessSuggestionStatement, suggestionRelevance, suggestions } from "@/features/directory/suggestions";
import { firstReads, readsStatement, relevancePage, rowsPerPart } from "@/features/directory/relevance-page";
import { directoryFilterOptions, popularTagsStatement } from "@/features/directory/filter-options";
import { Prisma } from "@/generated/sqlite/client";
import { saveHours, saveOffers, saveServices } from "@/features/businesses/editor/mutations";
import { ZHoursSchema, ZOffersSchema, ZServicesSchema } from "@/features/businesses/editor/schema";
import {
  drivenByRarest,
  LISTED_AT_MOST,
  listedStatement,
  readTermSizes,
  termSizesStatement,
} from "@/features/directory/search/rarest-term";
import { sql } from "@/features/directory/sql";
import { termsMatch } from "@/features/directory/text-match";
import { cardStateCase } from "./card-state-case";
import { reviewPageCase } from "./review-page-case";
import { adminCases } from "./admin-case";
import { ADMIN_BUSINESS_CASES } from "./admin-business-cases";
import { networkCases } from "./network-case";
import { organizationCases } from "./organization-case";
import { activityCases } from "./activity-case";
import { PHRASE_CASES } from "./phrase-cases";

/** Friday 20:00 in Texas (Central time): restaurants and bars open, offices closed (about 14% open). */
export const BENCH_NOW = new Date("2026-03-07T02:00:00Z");
/** Friday 12:00 in Texas: most businesses open (about 78%). */
const BENCH_MIDDAY = new Date("2026-03-06T18:00:00Z");
/** Wednesday, Nov 25, 12:00 in Texas: the day the listing-activity data closes 10,000 businesses. */
const HOLIDAY_MIDDAY = new Date("2026-11-25T18:00:00Z");

export type BenchCase = {
  name: string;
  /** The p95 target in ms when it is not the report's default (50). */
  targetMs?: number;
  /** Writes the rows the case needs (once, before the warm-up). */
  setup?: (db: Db) => Promise<void>;
  run: (db: Db) => Promise<unknown>;
  /** The statements to EXPLAIN. */
  statements: (db: Db) => Promise<Array<{ label: string; sql: Prisma.Sql }>>;
};

/** A client that notes each raw statement it runs (`take` hands them over and forgets them). */
function recording(db: Db) {
  const statements: Prisma.Sql[] = [];
  const client = new Proxy(db, {
    get: (target, property) =>
      property === "$queryRaw"
        ? // Called with a Prisma.Sql, or as a tagged template (the strings, then the values).
          (statement: Prisma.Sql | TemplateStringsArray, ...values: unknown[]) => {
            const sql = "raw" in statement ? Prisma.sql(statement, ...values) : statement;
            statements.push(sql);
            return target.$queryRaw(sql);
          }
        : Reflect.get(target, property),
  });
  return { client, take: () => statements.splice(0) };
}

/** Statements labelled with the strategy that ran them, numbered when it ran several. */
const labelled = (strategy: string, statements: Prisma.Sql[]) =>
  statements.map((sql, index) => ({
    label: statements.length > 1 ? `${strategy} (${index + 1} of ${statements.length})` : strategy,
    sql,
  }));

function searchCase(name: string, input: DirectorySearchInput, now = BENCH_NOW, setup?: BenchCase["setup"]): BenchCase {
  let query = directorySearchInput.parse(input);
  return {
    name: `${name}: \`${JSON.stringify(input)}\``,
    setup: async (db) => {
      await setup?.(db);
      // A deep page opens from its link's key, as a visitor's pager gives it: walk there from the deepest page a bare number opens.
      if (query.page > MAX_OFFSET_PAGE)
        query = directorySearchInput.parse({ ...input, ...(await keyedLink(db, input, query.page, now)) });
    },
    run: (db) => searchDirectory(db, query, now),
    statements: async (db) => {
      // The area plan that answered (the place's own, or the widened one when the place had no
      // match), then the statements of the count and page strategies its search plan names.
      const { plan: area } = await plannedSearch(db, query, now);
      const { client, take } = recording(db);
      const { search } = await prepareSearch(client, query, now, area);
      if (!search) return [];
      const prepared = labelled("prepare", take());
      const counted = await COUNT_STRATEGIES[search.plan.count](client, search);
      const counts = [...prepared, ...labelled(`count: ${search.plan.count}`, take())];
      if (search.plan.page === "after-count" && !counted) return counts;
      const page = pageOnceCounted(search.planInput, search.plan, counted);
      await PAGE_STRATEGIES[page](client, search);
      return [...counts, ...labelled(`page: ${page}`, take())];
    },
  };
}

/** The link to `page` as the pager offers it: following the page links (two pages on where offered) from MAX_OFFSET_PAGE. */
async function keyedLink(db: Db, input: DirectorySearchInput, page: number, now: Date): Promise<PageLink> {
  let link: PageLink = { page: MAX_OFFSET_PAGE };
  while (link.page < page) {
    const result = await searchDirectory(db, directorySearchInput.parse({ ...input, ...link }), now);
    const next = result.pageLinks
      .filter((candidate) => candidate.after && candidate.page <= page)
      .sort((a, b) => b.page - a.page)[0];
    if (!next || next.page <= link.page) throw new Error(`No link past page ${link.page} for ${JSON.stringify(input)}`);
    link = next;
  }
  return link;
}

/** An owner's full edit of a seeded business: a week of hours (one past midnight), five services, three offers. */
const FULL_EDIT = {
  hours: ZHoursSchema.parse([
    ...[1, 2, 3, 4].map((dayOfWeek) => ({ dayOfWeek, open: "08:00", close: "18:00" })),
    { dayOfWeek: 5, open: "08:00", close: "12:00" },
    { dayOfWeek: 5, open: "17:00", close: "02:00" },
    { dayOfWeek: 6, open: "10:00", close: "16:00" },
  ]),
  services: ZServicesSchema.parse(
    Array.from({ length: 5 }, (_, i) => ({
      serviceName: `Service ${i + 1}`,
      description: "A service.",
      priceFrom: 20 + i,
      priceTo: 40 + i,
      durationMinutes: 30,
      isFeatured: i === 0,
    })),
  ),
  offers: ZOffersSchema.parse([
    { title: "Pinned deal", isPinned: true, validFrom: "2026-01-01", validTo: "2026-12-31" },
    { title: "Second deal" },
    { title: "Old deal", isActive: false },
  ]),
};
const BENCH_EDITOR = { id: "bench-admin", roles: ["admin" as const] };

function fullEditCase(businessId: string): BenchCase {
  return {
    name: "save a business's full edit (hours, services, offers)",
    run: async (db) => {
      await saveHours(db, BENCH_EDITOR, businessId, FULL_EDIT.hours);
      await saveServices(db, BENCH_EDITOR, businessId, FULL_EDIT.services);
      await saveOffers(db, BENCH_EDITOR, businessId, FULL_EDIT.offers);
    },
    statements: async () => [],
  };
}

function suggestionCase(text: string, location?: string): BenchCase {
  return {
    name: `suggestions: \`${JSON.stringify(location ? [text, location] : [text])}\``,
    run: (db) => suggestions(db, text, location),
    statements: async (db) => {
      const terms = searchTerms(await searchVocabulary(db), text);
      const filters = sql`b."active" = TRUE`;
      const words = { terms, filters, termConditions: termsMatch(terms, filters) };
      const sizes = !location && (await readTermSizes(db, words));
      if (sizes)
        return [
          { label: "the words' sizes", sql: termSizesStatement(terms, filters)! },
          {
            label: "matches listed from the rarest",
            sql: listedStatement(drivenByRarest(words, sizes), LISTED_AT_MOST + 1),
          },
        ];
      const relevance = suggestionRelevance(terms, null);
      const rows = rowsPerPart(SUGGESTION_LIMIT);
      if (relevance && rows && (await relevancePage(db, relevance, 0, SUGGESTION_LIMIT)))
        return [{ label: "businesses by score parts", sql: readsStatement(relevance, firstReads(relevance), rows) }];
      return [{ label: "businesses", sql: businessSuggestionStatement(terms, null) }];
    },
  };
}

export const BENCH_CASES: BenchCase[] = [
  searchCase("text search", { search: "garcia" }),
  searchCase("text search, rare word", { search: "locksmith" }),
  searchCase("category + city", { category: "food-dining", location: "houston" }),
  searchCase("rating + verified", { ratings: ["4-star"], features: ["verified"] }),
  searchCase("distance sort", { sort: "distance", near: { latitude: 30.2672, longitude: -97.7431 } }),
  searchCase("page 1", { sort: "relevance" }),
  // Deep pages from their keys (the "deepest page" cases), and the distance sort from a far corner (Big Bend).
  { ...searchCase("page 400 from its key", { sort: "relevance", page: 400 }), targetMs: 20 },
  { ...searchCase("rating, page 400 from its key", { sort: "rating", page: 400 }), targetMs: 20 },
  { ...searchCase("newest, page 400 from its key", { sort: "newest", page: 400 }), targetMs: 20 },
  {
    ...searchCase("distance, page 400 from its key", {
      sort: "distance",
      near: { latitude: 30.2672, longitude: -97.7431 },
      page: 400,
    }),
    targetMs: 20,
  },
  {
    ...searchCase("distance from a far corner (Big Bend)", {
      sort: "distance",
      near: { latitude: 29.25, longitude: -103.25 },
    }),
    targetMs: 20,
  },
  {
    ...searchCase("page 400 without a key (not read: 'opens only from the page links')", {
      sort: "relevance",
      page: 400,
    }),
    setup: undefined,
  },
  searchCase("a city", { location: "houston" }),
  searchCase("open now, Friday 20:00", { features: ["open-now"] }),
  searchCase("open now, Friday 12:00", { features: ["open-now"] }, BENCH_MIDDAY),
  searchCase("open now in a city, Friday 12:00", { features: ["open-now"], location: "houston" }, BENCH_MIDDAY),
  searchCase("open now in a city, page 40, Friday 20:00", { features: ["open-now"], location: "houston", page: 40 }),
  searchCase("open now + verified, Friday 12:00", { features: ["open-now", "verified"] }, BENCH_MIDDAY),
  searchCase("open now in a category, Friday 12:00", { features: ["open-now"], category: "food-dining" }, BENCH_MIDDAY),
  // activity-fill.ts closes 10,000 businesses on Wednesday, Nov 25 (special days replace their hours).
  searchCase("open now, 10,000 closed for a holiday, Wednesday 12:00", { features: ["open-now"] }, HOLIDAY_MIDDAY),
  searchCase(
    "open now in a city, 10,000 closed for a holiday, Wednesday 12:00",
    { features: ["open-now"], location: "houston" },
    HOLIDAY_MIDDAY,
  ),
  ...PHRASE_CASES.map(([name, input]) => searchCase(`phrase, ${name}`, input)),
  searchCase("stemmed text", { search: "plumbers" }),
  searchCase("stemmed text in a city", { search: "dentist", location: "houston" }),
  searchCase("synonym naming a category", { search: "mechanic" }),
  searchCase("synonym naming a tag", { search: "kid friendly" }),
  searchCase("accent folding", { search: "café" }),
  searchCase("within 50 mi of a city", { search: "plumber", location: "austin", within: "50" }),
  searchCase("within 25 mi of the visitor", {
    search: "coffee",
    near: { latitude: 30.2672, longitude: -97.7431 },
    within: "25",
  }),
  searchCase(
    "radius widening (no match in the city)",
    { search: "zyqwertia", location: "austin" },
    BENCH_NOW,
    async (db) => {
      // One match, in Waco (about 100 mi from Austin): the search widens to 160 mi.
      await db.businessProfile.upsert({
        where: { id: "bench-widening" },
        update: {},
        create: {
          id: "bench-widening",
          businessName: "Zyqwertia Plumbing",
          slug: "zyqwertia-plumbing",
          city: "Waco",
          citySlug: "waco",
          latitude: 31.5493,
          longitude: -97.1467,
        },
      });
    },
  ),
  // A search box's worst cases: wildcards only (no text), one letter (names starting with it), two
  // letters with a filter. A plain listing, a city and a category read their exact totals from the
  // counts table (DirectoryCount); other filters count only up to the cap ('1,000+').
  searchCase("wildcards only (?search=%25)", { search: "%" }),
  searchCase("one letter (?search=a)", { search: "a" }),
  searchCase("two letters + rating", { search: "st", ratings: ["4-star"] }),
  searchCase("two letters (?search=in)", { search: "in" }),
  searchCase("plain listing page 2, total from the counts table", { page: 2 }),
  searchCase("a category, total from the counts table", { category: "food-dining" }),
  searchCase("a tag", { tags: ["kid-friendly"] }),
  searchCase("a ZIP code", { location: "78701" }),
  searchCase("a ZIP code, open now, Friday 12:00", { location: "78701", features: ["open-now"] }, BENCH_MIDDAY),
  suggestionCase("gar"),
  suggestionCase("plumb", "austin"),
  suggestionCase("café"),
  suggestionCase("family owned"),
  suggestionCase("open late family friendly tex mex restaurants with free wifi"),
  {
    name: "filter panel: the most used tags and the categories",
    run: (db) => directoryFilterOptions(db),
    statements: async () => [{ label: "tags", sql: popularTagsStatement() }],
  },
  cardStateCase(BENCH_NOW),
  fullEditCase("biz_000001"),
  reviewPageCase(),
  ...ADMIN_BUSINESS_CASES,
  ...adminCases(),
  ...networkCases(),
  ...organizationCases(),
  ...activityCases(),
];
