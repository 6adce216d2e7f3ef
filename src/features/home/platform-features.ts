import "server-only";
// Platform feature cards on the home page: the featured, active rows of PlatformFeature by display
// order, or built-in cards while the table has none.
import type { Db } from "@/platform/db";
import { cachedRead, CACHE_TAGS } from "@/features/catalogue/cache";
import { PLATFORM_FEATURE_LIMIT } from "@/features/catalogue/schema";

export type PlatformFeatureCard = {
  id: string;
  title: string;
  description: string;
  iconName: string;
  badgeText: string | null;
  colorClass: string | null;
};

export const DEFAULT_PLATFORM_FEATURES: PlatformFeatureCard[] = [
  {
    id: "default-verified",
    title: "Verified Businesses",
    description: "Every listing is checked by our team, so you know who you are dealing with.",
    iconName: "Shield",
    badgeText: "Trusted",
    colorClass: "bg-blue-100 text-blue-700",
  },
  {
    id: "default-local",
    title: "Local Discovery",
    description: "Find great businesses in your own neighbourhood across 23 Texas cities.",
    iconName: "MapPin",
    badgeText: "Near You",
    colorClass: "bg-green-100 text-green-700",
  },
  {
    id: "default-reviews",
    title: "Real Reviews",
    description: "Honest ratings from real customers help you choose with confidence.",
    iconName: "Star",
    badgeText: "Authentic",
    colorClass: "bg-yellow-100 text-yellow-700",
  },
  {
    id: "default-search",
    title: "Smart Search",
    description: "Search by name, category, tag, rating or city and get results instantly.",
    iconName: "Search",
    badgeText: "Fast",
    colorClass: "bg-purple-100 text-purple-700",
  },
  {
    id: "default-network",
    title: "Community Network",
    description: "Connect with other owners, share referrals and grow together.",
    iconName: "Users",
    badgeText: "Connect",
    colorClass: "bg-pink-100 text-pink-700",
  },
  {
    id: "default-perks",
    title: "Exclusive Member Perks",
    description: "Members unlock discounts and offers from local businesses.",
    iconName: "Award",
    badgeText: "Perks",
    colorClass: "bg-orange-100 text-orange-700",
  },
];

/** The cards the home page shows now; kept in the process cache until an admin changes a card. */
export function getPlatformFeatures(db: Db): Promise<PlatformFeatureCard[]> {
  return cachedRead("home.platform-features", [CACHE_TAGS.features], () => loadPlatformFeatures(db));
}

async function loadPlatformFeatures(db: Db): Promise<PlatformFeatureCard[]> {
  const rows = await db.platformFeature.findMany({
    where: { isFeatured: true, isActive: true },
    orderBy: [{ displayOrder: "asc" }, { createdAt: "asc" }],
    take: PLATFORM_FEATURE_LIMIT,
    select: { id: true, title: true, description: true, iconName: true, badgeText: true, colorClass: true },
  });
  if (rows.length > 0) return rows;
  // Built-in cards only when the table is empty, not when an admin has switched every card off.
  return (await db.platformFeature.count()) === 0 ? DEFAULT_PLATFORM_FEATURES : [];
}
