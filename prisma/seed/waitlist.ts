// Demo waitlist: business owners across several cities, with referral data (sources, mediums,
// campaigns, codes, organisations) and the challenges they picked, including custom ones that
// still need review; and Austin's referral story: confirmed owners with referral links, the owners
// they brought in, a leaderboard and one sign-up the fraud check holds. Deterministic, like the
// rest of the seed.
import type { Prisma } from "@/generated/sqlite/client";
import { KNOWN_CITIES } from "@/lib/cities";
import type { Db } from "@/platform/db";
import { hashToken } from "@/features/auth/account-tokens";
import { CHILD_CATEGORIES, categoryId } from "./categories";
import { DAY_MS, SEED_NOW } from "./dates";
import { createRng } from "./random";
import { ORGANIZATIONS, WAITLIST_CHALLENGES } from "./site-content";

export const WAITLIST_ENTRIES = 40;

const CITY_SLUGS = ["austin", "dallas", "houston", "san-antonio", "plano", "fort-worth", "el-paso"];
/** A few owners gave only a ZIP code. */
const ZIP_ONLY = ["78745", "78745", "75204"];
const FIRST = [
  "Maria",
  "James",
  "Linh",
  "Carlos",
  "Aisha",
  "David",
  "Priya",
  "Tom",
  "Rosa",
  "Kevin",
  "Elena",
  "Marcus",
  "Grace",
  "Omar",
];
const LAST = [
  "Garcia",
  "Nguyen",
  "Smith",
  "Patel",
  "Johnson",
  "Lopez",
  "Kim",
  "Brown",
  "Hernandez",
  "Okafor",
  "Wilson",
  "Chen",
];
const EMPLOYEES = ["1", "2-5", "6-10", "11-25", "26-50", "50+"];

type Referral = Pick<
  Prisma.WaitlistEntryCreateManyInput,
  "referralSource" | "referralMedium" | "referralCampaign" | "referralCode"
>;
const REFERRALS: Array<[weight: number, referral: Referral]> = [
  [5, { referralSource: null, referralMedium: null, referralCampaign: null, referralCode: null }],
  [4, { referralSource: "google", referralMedium: "cpc", referralCampaign: "fall-launch", referralCode: null }],
  [3, { referralSource: "facebook", referralMedium: "social", referralCampaign: "fall-launch", referralCode: null }],
  [
    2,
    { referralSource: "instagram", referralMedium: "social", referralCampaign: "owners-stories", referralCode: null },
  ],
  [2, { referralSource: "newsletter", referralMedium: "email", referralCampaign: "november-news", referralCode: null }],
  [2, { referralSource: "friend", referralMedium: "referral", referralCampaign: null, referralCode: "FRIEND10" }],
  [1, { referralSource: "friend", referralMedium: "referral", referralCampaign: null, referralCode: "MARIA2026" }],
];

const CUSTOM_CHALLENGES: Prisma.WaitlistChallengeCreateManyInput[] = [
  ["Finding parking for customers downtown", "Operations"],
  ["Getting listed in local tourist guides", "Marketing"],
  ["Keeping up with delivery app fees", "Finance"],
].map(([challengeText, category], index) => ({
  id: `challenge_custom_${index + 1}`,
  challengeText: challengeText as string,
  category,
  usageCount: 1,
  displayOrder: 100 + index,
  isActive: true,
  isApproved: false,
  createdAt: new Date(SEED_NOW.getTime() - (index + 1) * 3 * DAY_MS),
  updatedAt: SEED_NOW,
}));

function entryRows(): Prisma.WaitlistEntryCreateManyInput[] {
  const rng = createRng(2026_11);
  return Array.from({ length: WAITLIST_ENTRIES }, (_, i) => {
    const n = i + 1;
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const { parent, child } = rng.pick(CHILD_CATEGORIES);
    const zipOnly = i < ZIP_ONLY.length ? ZIP_ONLY[i] : undefined;
    const city = zipOnly ? undefined : KNOWN_CITIES.find((known) => known.slug === CITY_SLUGS[i % CITY_SLUGS.length]);
    const organization = n % 9 === 0 ? ORGANIZATIONS[(n / 9) % ORGANIZATIONS.length] : undefined;
    const referral = organization
      ? {
          referralSource: "organization",
          referralMedium: "partner",
          referralCampaign: "member-drive",
          referralCode: null,
        }
      : (REFERRALS[rng.weighted(REFERRALS.map(([weight]) => weight))] as [number, Referral])[1];
    const business = `${last} ${rng.pick(child.nouns)}`;
    // Spread over the two months before the seed's "now", a few per day.
    const createdAt = new Date(
      SEED_NOW.getTime() - Math.floor(((WAITLIST_ENTRIES - i) * 60 * DAY_MS) / WAITLIST_ENTRIES) - n * 3_600_000,
    );
    return {
      id: `waitlist_${String(n).padStart(3, "0")}`,
      businessName: business,
      ownerName: `${first} ${last}`,
      email: `${first}.${last}.${n}@waitlist.localhub.example`.toLowerCase(),
      phone: rng.chance(0.6) ? `(512) 555-${String(1000 + n * 7).slice(-4)}` : null,
      category: child.name,
      categoryId: categoryId(child.slug),
      parentCategoryId: categoryId(parent.slug),
      location: zipOnly ?? `${city?.name}, TX`,
      citySlug: city?.slug ?? null,
      zipCode: zipOnly ?? null,
      employees: rng.pick(EMPLOYEES),
      address: rng.chance(0.5) ? `${100 + n * 13} Main St` : null,
      instagramUrl: rng.chance(0.4) ? `https://instagram.com/${last.toLowerCase()}${n}` : null,
      marketingAuditInterest: rng.chance(0.4),
      ...referral,
      organizationSlug: organization?.slug ?? null,
      organizationName: organization?.name ?? null,
      status: "waiting",
      // Most owners opened the confirmation link within the hour; every sixth never did.
      emailConfirmedAt: n % 6 === 0 ? null : new Date(createdAt.getTime() + 3_600_000),
      createdAt,
    };
  });
}

/** The demo's spot page of Austin's top referrer: /waitlist/spot/demo-austin-spot-garcia. */
export const DEMO_SPOT_KEY = "demo-austin-spot-garcia";

/** Austin's referrers: name, business, referral code, how many they brought in, and whether they show on the leaderboards. */
const AUSTIN_REFERRERS = [
  { owner: "Maria Garcia", business: "Garcia Panaderia", key: "austinmgar", brought: 4, optIn: true, chamber: true },
  {
    owner: "Tom Okafor",
    business: "Okafor Coffee Roasters",
    key: "austintoka",
    brought: 2,
    optIn: true,
    chamber: true,
  },
  { owner: "Priya Chen", business: "Chen Yoga Studio", key: "austinpche", brought: 1, optIn: true, chamber: false },
  { owner: "Omar Wilson", business: "Wilson Auto Care", key: "austinowil", brought: 1, optIn: false, chamber: false },
] as const;
const AUSTIN_REFERRED = [
  ["Elena Lopez", "Lopez Tacos"],
  ["Kevin Brown", "Brown Bikes"],
  ["Grace Kim", "Kim Florals"],
  ["David Smith", "Smith Hardware"],
  ["Rosa Hernandez", "Hernandez Salon"],
  ["Linh Nguyen", "Nguyen Pho House"],
  ["Aisha Johnson", "Johnson Tutoring"],
  ["Carlos Patel", "Patel Plumbing"],
] as const;

/**
 * Austin's confirmed referrers and the confirmed owners each brought in (credited), and one
 * throwaway-address sign-up through Maria Garcia's link that the fraud check holds (not credited).
 */
function austinReferralRows(): Prisma.WaitlistEntryCreateManyInput[] {
  const austin = { location: "Austin, TX", citySlug: "austin", status: "waiting" } as const;
  const at = (daysAgo: number) => new Date(SEED_NOW.getTime() - daysAgo * DAY_MS);
  const category = (k: number) => {
    const { parent, child } = CHILD_CATEGORIES[(k * 7) % CHILD_CATEGORIES.length]!;
    return { category: child.name, categoryId: categoryId(child.slug), parentCategoryId: categoryId(parent.slug) };
  };
  const email = (owner: string) => `${owner.toLowerCase().replace(" ", ".")}.austin@waitlist.localhub.example`;
  const referred = [...AUSTIN_REFERRED];
  const rows: Prisma.WaitlistEntryCreateManyInput[] = [];
  AUSTIN_REFERRERS.forEach((referrer, r) => {
    const id = `waitlist_austin_referrer_${r + 1}`;
    const joined = at(40 - r * 3);
    rows.push({
      id,
      ...austin,
      ...category(r),
      businessName: referrer.business,
      ownerName: referrer.owner,
      email: email(referrer.owner),
      organizationSlug: referrer.chamber ? "austin-chamber" : null,
      organizationName: referrer.chamber ? "Austin Chamber of Commerce" : null,
      referralSource: referrer.chamber ? "organization" : null,
      emailConfirmedAt: new Date(joined.getTime() + 3_600_000),
      referralKey: referrer.key,
      spotKeyHash: r === 0 ? hashToken(DEMO_SPOT_KEY) : null,
      confirmedReferrals: referrer.brought,
      leaderboardOptIn: referrer.optIn,
      createdAt: joined,
    });
    for (let b = 0; b < referrer.brought; b += 1) {
      const [owner, business] = referred.shift()!;
      const broughtIn = at(25 - rows.length);
      const confirmedAt = new Date(broughtIn.getTime() + 2 * 3_600_000);
      rows.push({
        id: `waitlist_austin_referred_${rows.length}`,
        ...austin,
        ...category(rows.length),
        businessName: business,
        ownerName: owner,
        email: email(owner),
        referralCode: referrer.key,
        referredById: id,
        referralCreditedAt: confirmedAt,
        emailConfirmedAt: confirmedAt,
        createdAt: broughtIn,
      });
    }
  });
  const heldAt = at(2);
  rows.push({
    id: "waitlist_austin_held",
    ...austin,
    ...category(rows.length),
    businessName: "Quick Deals Austin",
    ownerName: "Sam Quick",
    email: "quickdeals@mailinator.com",
    referralCode: AUSTIN_REFERRERS[0].key,
    referredById: "waitlist_austin_referrer_1",
    riskLevel: "high",
    riskReasons: "disposable-domain",
    held: true,
    emailConfirmedAt: new Date(heldAt.getTime() + 600_000),
    createdAt: heldAt,
  });
  return rows;
}

/** Writes the waitlist and its challenge responses; returns the number of entries. */
export async function seedWaitlist(db: Db): Promise<number> {
  await db.waitlistChallenge.createMany({ data: CUSTOM_CHALLENGES });
  const entries = entryRows();
  await db.waitlistEntry.createMany({ data: entries });
  // Referrers first: the owners they brought in name them.
  const austin = austinReferralRows();
  await db.waitlistEntry.createMany({ data: austin });
  const approved = WAITLIST_CHALLENGES.filter((challenge) => challenge.isApproved).map(
    (challenge) => challenge.id as string,
  );
  const rng = createRng(2026_12);
  const responses: Prisma.WaitlistChallengeResponseCreateManyInput[] = entries.flatMap((entry, i) => {
    const picked = rng.sample(approved, rng.int(0, 3)).map((challengeId) => ({ challengeId, isApproved: true }));
    // Every fifth owner added a challenge of their own, which the team has not reviewed yet.
    const custom =
      i % 5 === 0
        ? [{ challengeId: `challenge_custom_${((i / 5) % CUSTOM_CHALLENGES.length) + 1}`, isApproved: false }]
        : [];
    return [...picked, ...custom].map((pick, k) => ({
      id: `${entry.id}_challenge_${k + 1}`,
      waitlistEntryId: entry.id as string,
      ...pick,
      createdAt: entry.createdAt,
    }));
  });
  await db.waitlistChallengeResponse.createMany({ data: responses });
  return entries.length + austin.length;
}
