// Rows that belong to one generated business: tag assignments, services, offers and reviews.
import type { Prisma } from "@/generated/sqlite/client";
import { FIRST_NAMES, OFFERS, REVIEW_COMMENTS, REVIEW_TITLES, SERVICE_DESCRIPTIONS, SURNAMES } from "./data";
import { DAY_MS, SEED_NOW, dateBetween } from "./dates";
import type { Rng } from "./random";
import { SERVICE_TEMPLATES } from "./services-data";
import { TAGS, tagId } from "./tags";

const ACTIVE_TAG_SLUGS = TAGS.filter((tag) => tag.isActive).map((tag) => tag.slug);

export function tagAssignments(
  rng: Rng,
  businessId: string,
  createdAt: Date,
  implied: readonly string[],
): Prisma.BusinessTagAssignmentCreateManyInput[] {
  const chosen = new Set(implied.slice(0, 3));
  const target = Math.min(5, Math.max(chosen.size + rng.int(1, 4), 1));
  for (const slug of rng.sample(ACTIVE_TAG_SLUGS, 5)) {
    if (chosen.size >= target) break;
    chosen.add(slug);
  }
  return [...chosen].map((slug) => ({ businessId, tagId: tagId(slug), createdAt }));
}

/** Prices vary a little from business to business; whole dollars, stored in cents. */
function cents(rng: Rng, dollars: number): number {
  return Math.max(0, Math.round(dollars * (0.9 + rng.next() * 0.2))) * 100;
}

export function services(
  rng: Rng,
  businessId: string,
  num: string,
  subcategorySlug: string,
  createdAt: Date,
): Prisma.ServiceCreateManyInput[] {
  const templates = SERVICE_TEMPLATES[subcategorySlug];
  if (!templates) throw new Error(`No service templates for subcategory "${subcategorySlug}"`);
  return rng.sample(templates, rng.int(2, 5)).map(([serviceName, from, to, minutes], index) => {
    const priceFromCents = cents(rng, from);
    return {
      id: `svc_${num}_${index + 1}`,
      businessId,
      serviceName,
      description: rng.pick(SERVICE_DESCRIPTIONS),
      priceFromCents,
      priceToCents: to === null ? null : Math.max(priceFromCents, cents(rng, to)),
      durationMinutes: minutes,
      isFeatured: index === 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

const YEAR_2027 = new Date("2027-01-01T00:00:00.000Z");

/**
 * 0–2 offers. At most one is pinned, and a pinned one always runs into 2027 or later; some offers
 * have expired (validTo before SEED_NOW) and some are switched off.
 */
export function offers(
  rng: Rng,
  businessId: string,
  num: string,
  memberSince: Date,
  force: boolean,
): Prisma.BusinessOfferCreateManyInput[] {
  if (!force && !rng.chance(0.4)) return [];
  const count = force ? 2 : rng.int(1, 2);
  const picked = rng.sample(OFFERS, count);
  let pinnedUsed = false;
  return picked.map(([title, description], index) => {
    const roll = force && index === 0 ? 0 : rng.next();
    const createdAt = dateBetween(memberSince, SEED_NOW, rng.next());
    const future = new Date(YEAR_2027.getTime() + rng.int(0, 540) * DAY_MS);
    let isActive = true;
    let isPinned = false;
    let validTo: Date | null = future;
    if (roll < 0.4 && !pinnedUsed) {
      isPinned = pinnedUsed = true;
    } else if (roll < 0.7) {
      validTo = rng.chance(0.5) ? null : future;
    } else if (roll < 0.9) {
      validTo = new Date(SEED_NOW.getTime() - rng.int(1, 300) * DAY_MS); // expired
      isPinned = rng.chance(0.3);
    } else {
      isActive = false;
    }
    const validFrom = validTo !== null && validTo < createdAt ? validTo : createdAt;
    return {
      id: `off_${num}_${index + 1}`,
      businessId,
      title,
      description,
      isActive,
      isPinned,
      validFrom: new Date(validFrom.getTime() - 30 * DAY_MS),
      validTo,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

type Rating = 1 | 2 | 3 | 4 | 5;

export type ReviewSet = {
  rows: Prisma.ReviewCreateManyInput[];
  averageRating: number;
  totalReviews: number;
};

/** Reviews skewed towards 4 and 5 stars; `quality` (0..1) shifts each business's mix. */
export function reviews(rng: Rng, businessId: string, num: string, memberSince: Date, count: number): ReviewSet {
  const quality = rng.next();
  const weights = [
    0.03 + 0.08 * (1 - quality),
    0.04 + 0.08 * (1 - quality),
    0.08 + 0.12 * (1 - quality),
    0.3,
    0.25 + 0.6 * quality,
  ];
  const rows: Prisma.ReviewCreateManyInput[] = [];
  let sum = 0;
  let published = 0;
  const from = new Date(memberSince.getTime() + DAY_MS);
  for (let k = 1; k <= count; k++) {
    const rating = (rng.weighted(weights) + 1) as Rating;
    const status = rng.chance(0.04) ? "hidden" : "published";
    const createdAt = dateBetween(from, SEED_NOW, rng.next());
    rows.push({
      id: `rev_${num}_${String(k).padStart(2, "0")}`,
      businessId,
      reviewerName: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES).charAt(0)}.`,
      rating,
      title: rng.chance(0.9) ? rng.pick(REVIEW_TITLES[rating]) : null,
      comment: rng.pick(REVIEW_COMMENTS[rating]),
      status,
      createdAt,
      updatedAt: createdAt,
    });
    if (status === "published") {
      sum += rating;
      published += 1;
    }
  }
  const averageRating = published === 0 ? 0 : Math.round((sum / published) * 100) / 100;
  return { rows, averageRating, totalReviews: published };
}
