// The admin area's screens (spec section 2), each with its own route folder under src/app/admin/.
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
  notifications: "Area launches",
  challenges: "Challenges",
} as const;
export type AdminSection = keyof typeof ADMIN_SECTIONS;
