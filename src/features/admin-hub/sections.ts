// The admin area's screens (spec section 2), each with its own route folder under src/app/admin/.
import type { AdminHubSummary } from "@/features/admin-hub/queries";
export const ADMIN_SECTIONS = {
  businesses: "Businesses",
  templates: "Templates",
  reviews: "Reviews",
  users: "Users",
  organizations: "Organizations",
  categories: "Categories",
  features: "Platform features",
  settings: "Site settings",
  referrals: "Referrals",
  "email-templates": "Email templates",
  notifications: "Area launches",
  challenges: "Challenges",
  audit: "Audit log",
} as const;
export type AdminSection = keyof typeof ADMIN_SECTIONS;

/** What each tile on /admin says about its screen: a count, or the screen's state. */
export function sectionSummary(section: AdminSection, summary: AdminHubSummary): string {
  const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
  switch (section) {
    case "businesses":
      return count(summary.businesses, "business", "businesses");
    case "templates":
      return count(summary.businessTemplates, "business template", "business templates");
    case "reviews":
      return count(summary.reviews, "review", "reviews");
    case "users":
      return count(summary.users, "user", "users");
    case "organizations":
      return `${summary.pendingOrganizations.toLocaleString("en-US")} awaiting approval`;
    case "categories":
      return count(summary.categories, "category", "categories");
    case "features":
      return count(summary.features, "platform feature", "platform features");
    case "settings":
      return count(summary.settings, "setting", "settings");
    case "referrals":
      return count(summary.waitlistEntries, "waitlist entry", "waitlist entries");
    case "email-templates":
      return count(summary.emailTemplates, "template", "templates");
    case "notifications":
      return count(summary.launchedAreas, "area launched", "areas launched");
    case "challenges":
      return `${summary.awaitingChallenges.toLocaleString("en-US")} awaiting review`;
    case "audit":
      return "Every admin change";
  }
}
