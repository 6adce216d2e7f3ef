// The deterministic business generator. Businesses are produced in order (biz_000001, ...) in
// batches, each batch with its child rows, so 100,000 businesses never sit in memory at once.
import type { Prisma } from "@/generated/sqlite/client";
import { KNOWN_CITIES, type KnownCity } from "@/lib/cities";
import { slugify } from "@/lib/slug";
import { CHILD_CATEGORIES, categoryId, type ChildCategory, type ParentCategory } from "./categories";
import { offers, reviews, services, tagAssignments } from "./children";
import {
  BRAND_WORDS,
  DESCRIPTION_CLOSERS,
  DESCRIPTION_OPENERS,
  FIRST_NAMES,
  PLACE_WORDS,
  STREET_NAMES,
  STREET_SUFFIXES,
  SURNAMES,
} from "./data";
import { MEMBER_SINCE_FROM, MEMBER_SINCE_TO, dateBetween } from "./dates";
import { generateHours } from "./hours";
import { createOwnerAssigner, type OwnerRows } from "./owners";
import { createRng, type Rng } from "./random";

export const businessId = (index: number) => `biz_${String(index).padStart(6, "0")}`;

export type BusinessBatch = OwnerRows & {
  businesses: Prisma.BusinessProfileCreateManyInput[];
  tags: Prisma.BusinessTagAssignmentCreateManyInput[];
  services: Prisma.ServiceCreateManyInput[];
  offers: Prisma.BusinessOfferCreateManyInput[];
  hours: Prisma.BusinessHoursCreateManyInput[];
  reviews: Prisma.ReviewCreateManyInput[];
};

/** Rough relative sizes, so Houston gets more listings than Killeen. */
const CITY_WEIGHTS: Record<string, number> = {
  houston: 10,
  "san-antonio": 7,
  dallas: 7,
  austin: 7,
  "fort-worth": 5,
  "el-paso": 4,
};
const AREA_CODES: Record<string, string> = {
  houston: "713",
  "san-antonio": "210",
  dallas: "214",
  austin: "512",
  "fort-worth": "817",
  "el-paso": "915",
  arlington: "817",
  "corpus-christi": "361",
  plano: "972",
  laredo: "956",
  lubbock: "806",
  irving: "972",
  garland: "972",
  frisco: "469",
  mckinney: "469",
  amarillo: "806",
  "grand-prairie": "972",
  brownsville: "956",
  killeen: "254",
  denton: "940",
  waco: "254",
  "round-rock": "512",
  "sugar-land": "281",
};
const ONLINE_BOOKING_KINDS = new Set(["salon", "clinic", "gym", "school"]);
const SAME_DAY_KINDS = new Set(["trade", "emergency", "retail"]);

/** The first FIRST_FEATURED businesses hold exactly 12 featured ones; after that about 1%. */
const FIRST_FEATURED = 240;
/** The first few businesses (the owner's and the customer's) are always active, verified and reviewed. */
const SHOWCASE = 12;

const possessive = (name: string) => (name.endsWith("s") ? `${name}'` : `${name}'s`);

function businessName(rng: Rng, sub: ChildCategory, city: KnownCity): string {
  const noun = rng.pick(sub.nouns);
  const weights = [3, 3, 2, 1, 1, sub.partners ? 4 : 0];
  switch (rng.weighted(weights)) {
    case 0:
      return `${possessive(rng.pick(SURNAMES))} ${noun}`;
    case 1:
      return `${rng.pick(BRAND_WORDS)} ${noun}`;
    case 2:
      return `${rng.pick(PLACE_WORDS)} ${noun}`;
    case 3:
      return `${city.name} ${noun}`;
    case 4:
      return `${possessive(rng.pick(FIRST_NAMES))} ${noun}`;
    default: {
      const [a, b] = rng.sample(SURNAMES, 2);
      return `${a} & ${b} ${noun}`;
    }
  }
}

function description(
  rng: Rng,
  name: string,
  parent: ParentCategory,
  sub: ChildCategory,
  city: KnownCity,
  year: number,
) {
  const opener = rng
    .pick(DESCRIPTION_OPENERS)
    .replaceAll("{name}", name)
    .replaceAll("{kind}", sub.label)
    .replaceAll("{city}", city.name)
    .replaceAll("{year}", String(year));
  return `${opener} ${rng.pick(parent.highlights)} ${rng.pick(DESCRIPTION_CLOSERS)}`;
}

/** A point within ~15 km of the city centre, uniformly spread over the disc. */
function jitter(rng: Rng, city: KnownCity): { latitude: number; longitude: number } {
  const km = 15 * Math.sqrt(rng.next());
  const angle = rng.next() * 2 * Math.PI;
  const latitude = city.latitude + (km * Math.cos(angle)) / 111.32;
  const longitude = city.longitude + (km * Math.sin(angle)) / (111.32 * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 };
}

/** `ownerPasswordHash`: the password hash of the generated owners' accounts (see owners.ts). */
export function createBusinessGenerator(total: number, ownerPasswordHash: string, seed = 20261122) {
  const rng = createRng(seed);
  const ownerOf = createOwnerAssigner(ownerPasswordHash);
  const cityWeights = KNOWN_CITIES.map((city) => CITY_WEIGHTS[city.slug] ?? 2);
  const slugsByCity = new Map<string, Set<string>>(KNOWN_CITIES.map((city) => [city.slug, new Set<string>()]));
  const maxReviews = total > 5000 ? 6 : 12;
  let next = 1;

  function uniqueSlug(citySlug: string, name: string): string {
    const taken = slugsByCity.get(citySlug) ?? new Set<string>();
    const base = slugify(name);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  }

  function generateOne(i: number, batch: BusinessBatch) {
    const id = businessId(i);
    const num = id.slice(4);
    const city = (
      i <= 2 * KNOWN_CITIES.length
        ? KNOWN_CITIES[(i - 1) % KNOWN_CITIES.length]
        : KNOWN_CITIES[rng.weighted(cityWeights)]
    )!;
    const { parent, child } = (i <= CHILD_CATEGORIES.length ? CHILD_CATEGORIES[i - 1] : rng.pick(CHILD_CATEGORIES))!;
    const name = businessName(rng, child, city);
    const slug = uniqueSlug(city.slug, name);
    const memberSince = dateBetween(MEMBER_SINCE_FROM, MEMBER_SINCE_TO, rng.next());
    const featured = i <= FIRST_FEATURED ? i % 20 === 7 : rng.chance(0.01);
    const showcase = featured || i <= SHOWCASE;
    const active = showcase || rng.chance(0.95);
    const verified = showcase || rng.chance(0.85);
    const onlineBooking = rng.chance(ONLINE_BOOKING_KINDS.has(child.hours) ? 0.6 : 0.15);
    const sameDayService = rng.chance(SAME_DAY_KINDS.has(child.hours) ? 0.5 : 0.1);
    const webSlug = slug.replace(/-/g, "");
    const hours = generateHours(child.hours, rng);

    const implied: string[] = [];
    const allDay = hours.length === 7 && hours.every((row) => row.openMinute === 0 && row.closeMinute === 1440);
    if (allDay && child.hours === "emergency") implied.push("24-7-emergency");
    else if (hours.some((row) => row.closeMinute > 21 * 60)) implied.push("open-late");

    const reviewCount = showcase ? rng.int(3, maxReviews) : rng.chance(0.1) ? 0 : rng.int(1, maxReviews);
    const reviewSet = reviews(rng, id, num, memberSince, reviewCount);

    const business = {
      id,
      ownerId: ownerOf(i, num, memberSince, batch),
      businessName: name,
      slug,
      description: description(rng, name, parent, child, city, memberSince.getUTCFullYear()),
      category: child.name,
      categoryId: categoryId(child.slug),
      address: `${rng.int(100, 9899)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_SUFFIXES)}${rng.chance(0.25) ? `, Suite ${rng.int(1, 4)}${String(rng.int(0, 20)).padStart(2, "0")}` : ""}`,
      city: city.name,
      citySlug: city.slug,
      state: "TX",
      zipCode: city.zipCode,
      phone: `(${AREA_CODES[city.slug] ?? "512"}) 555-${String(rng.int(0, 9999)).padStart(4, "0")}`,
      email: `${rng.pick(["info", "hello", "contact", "office"])}@${webSlug}.example`,
      websiteUrl: rng.chance(0.6) ? `https://www.${webSlug}.example` : null,
      instagramUrl: rng.chance(0.3) ? `https://instagram.com/${webSlug}` : null,
      facebookUrl: rng.chance(0.25) ? `https://facebook.com/${webSlug}` : null,
      ...jitter(rng, city),
      timeZone: city.timeZone,
      averageRating: reviewSet.averageRating,
      totalReviews: reviewSet.totalReviews,
      verificationStatus: verified ? "verified" : "pending",
      memberSince,
      active,
      featured,
      onlineBooking,
      sameDayService,
      createdAt: memberSince,
      updatedAt: memberSince,
    } satisfies Prisma.BusinessProfileCreateManyInput;
    batch.businesses.push(business);
    batch.tags.push(...tagAssignments(rng, id, memberSince, implied));
    batch.services.push(...services(rng, id, num, child.slug, memberSince));
    batch.offers.push(...offers(rng, id, num, memberSince, i <= 3));
    // The hours carry copies of the business's filter columns (the database's triggers would fill
    // them too, one row at a time).
    const { timeZone, citySlug, categoryId: copiedCategoryId, verificationStatus, averageRating } = business;
    const ratingFloor = Math.floor(averageRating);
    const copies = {
      timeZone,
      businessActive: active,
      citySlug,
      categoryId: copiedCategoryId,
      verificationStatus,
      ratingFloor,
      onlineBooking,
      sameDayService,
    };
    batch.hours.push(...hours.map((row, k) => ({ id: `hrs_${num}_${k + 1}`, businessId: id, ...row, ...copies })));
    batch.reviews.push(...reviewSet.rows);
  }

  return {
    total,
    /** The next `count` businesses (fewer at the end), with their child rows. */
    nextBatch(count: number): BusinessBatch {
      const batch: BusinessBatch = {
        owners: [],
        ownerRoles: [],
        businesses: [],
        tags: [],
        services: [],
        offers: [],
        hours: [],
        reviews: [],
      };
      const end = Math.min(total, next + count - 1);
      for (; next <= end; next++) generateOne(next, batch);
      return batch;
    },
  };
}
