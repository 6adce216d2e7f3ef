// Site-wide reference content: platform feature cards, waitlist challenges, organisations and
// email templates. Ids are deterministic so tests can refer to them.
import type { Prisma } from "@/generated/sqlite/client";
import { SEED_NOW } from "./dates";

type Feature = [
  title: string,
  description: string,
  icon: string,
  badge: string | null,
  color: string,
  featured: boolean,
  active: boolean,
];

const features: Feature[] = [
  [
    "Verified Businesses",
    "Every listing is checked by our team, so you know who you are dealing with.",
    "Shield",
    "Trusted",
    "bg-blue-100 text-blue-700",
    true,
    true,
  ],
  [
    "Local Discovery",
    "Find great businesses in your own neighbourhood across 23 Texas cities.",
    "MapPin",
    "Near You",
    "bg-green-100 text-green-700",
    true,
    true,
  ],
  [
    "Real Reviews",
    "Honest ratings from real customers help you choose with confidence.",
    "Star",
    "Authentic",
    "bg-yellow-100 text-yellow-700",
    true,
    true,
  ],
  [
    "Smart Search",
    "Search by name, category, tag, rating or city and get results instantly.",
    "Search",
    "Fast",
    "bg-purple-100 text-purple-700",
    true,
    true,
  ],
  [
    "Community Network",
    "Connect with other owners, share referrals and grow together.",
    "Users",
    "Connect",
    "bg-pink-100 text-pink-700",
    true,
    true,
  ],
  [
    "Exclusive Member Perks",
    "Members unlock discounts and offers from local businesses.",
    "Award",
    "Perks",
    "bg-orange-100 text-orange-700",
    true,
    true,
  ],
  [
    "Growth Insights",
    "See how customers find you and which offers bring them in.",
    "TrendingUp",
    "For Owners",
    "bg-indigo-100 text-indigo-700",
    false,
    true,
  ],
  [
    "Real-Time Availability",
    "Check who is open right now and book a same-day slot.",
    "Clock",
    "Coming Soon",
    "bg-slate-100 text-slate-700",
    false,
    false,
  ],
];

export const PLATFORM_FEATURES: Prisma.PlatformFeatureCreateManyInput[] = features.map(
  ([title, description, iconName, badgeText, colorClass, isFeatured, isActive], index) => ({
    id: `feature_${index + 1}`,
    title,
    description,
    iconName,
    badgeText,
    colorClass,
    isFeatured,
    isActive,
    displayOrder: index + 1,
    createdAt: SEED_NOW,
    updatedAt: SEED_NOW,
  }),
);

type Challenge = [text: string, category: string, usageCount: number, approved: boolean];

const challenges: Challenge[] = [
  ["Getting found online", "Marketing", 42, true],
  ["Getting more customer reviews", "Reputation", 37, true],
  ["Attracting new customers", "Marketing", 35, true],
  ["Keeping customers coming back", "Growth", 21, true],
  ["Managing social media", "Marketing", 18, true],
  ["Standing out from big-box competitors", "Growth", 14, true],
  ["Hiring and keeping good staff", "Staffing", 12, true],
  ["Cash flow and rising costs", "Finance", 9, true],
  ["Building or updating a website", "Technology", 7, true],
  ["Running promotions that actually work", "Marketing", 4, true],
  ["Handling online bookings and scheduling", "Technology", 0, true],
  ["Networking with other local businesses", "Growth", 0, true],
  ["Dealing with city permits and inspections", "Operations", 1, false],
  ["Finding affordable commercial space", "Operations", 1, false],
];

export const WAITLIST_CHALLENGES: Prisma.WaitlistChallengeCreateManyInput[] = challenges.map(
  ([challengeText, category, usageCount, isApproved], index) => ({
    id: `challenge_${String(index + 1).padStart(2, "0")}`,
    challengeText,
    category,
    usageCount,
    displayOrder: index + 1,
    isActive: true,
    isApproved,
    createdAt: new Date(SEED_NOW.getTime() - (challenges.length - index) * 86_400_000),
    updatedAt: SEED_NOW,
  }),
);

/** The organisations the waitlist's referral data names (more in organizations.ts, with their members). */
export const ORGANIZATIONS: Prisma.OrganizationCreateManyInput[] = [
  {
    id: "org_austin-chamber",
    slug: "austin-chamber",
    name: "Austin Chamber of Commerce",
    description: "Helping Austin-area businesses grow through advocacy, networking and events.",
    websiteUrl: "https://www.austinchamber.example",
    active: true,
    kind: "chamber",
    city: "Austin",
    citySlug: "austin",
    approvedAt: new Date("2025-02-03T15:00:00.000Z"),
    createdAt: new Date("2025-02-03T15:00:00.000Z"),
  },
  {
    id: "org_dallas-small-business-alliance",
    slug: "dallas-small-business-alliance",
    name: "Dallas Small Business Alliance",
    description: "A network of independent Dallas businesses that refer customers to one another.",
    websiteUrl: "https://www.dallassmallbiz.example",
    active: true,
    kind: "referral_group",
    city: "Dallas",
    citySlug: "dallas",
    approvedAt: new Date("2025-06-17T15:00:00.000Z"),
    createdAt: new Date("2025-06-16T18:30:00.000Z"),
  },
];
