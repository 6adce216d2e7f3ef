// The admin area's screens (spec section 2). Each gets its own route folder when it is built;
// until then /admin/[section] answers for the ones listed here and 404s for anything else.
export const ADMIN_SECTIONS = {
  businesses: "Businesses",
  templates: "Templates",
  reviews: "Reviews",
  users: "Users",
  categories: "Categories",
  features: "Platform features",
  settings: "Site settings",
  referrals: "Referrals",
  "email-templates": "Email templates",
  notifications: "Notifications",
  challenges: "Challenges",
} as const;
export type AdminSection = keyof typeof ADMIN_SECTIONS;

export function isAdminSection(value: string): value is AdminSection {
  return Object.hasOwn(ADMIN_SECTIONS, value);
}
