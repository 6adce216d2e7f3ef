// The protected pages by who may open them: access.spec.ts checks their gates, narrow-screens.spec.ts
// their width on a phone.
// /dashboard/business/{id} (and its /posts) answers 404 to anyone but its owner and admins
// (tests/e2e/business-owner.spec.ts, tests/e2e/posts.spec.ts).
export const SIGNED_IN_ROUTES = ["/customer-dashboard", "/customer-dashboard/enquiries", "/dashboard/create-business"];
export const OWNER_ROUTES = [
  "/dashboard",
  "/dashboard/insights",
  "/dashboard/enquiries",
  "/dashboard/reviews",
  "/dashboard/network",
  "/dashboard/network/requests",
  "/dashboard/network/suggestions",
  "/dashboard/network/referrals",
  "/dashboard/network/referrals/sent",
  "/dashboard/network/recommendations",
  "/dashboard/organizations/new",
  "/dashboard/network/organizations",
];
export const ADMIN_ROUTES = [
  "/admin",
  "/admin/business/biz_000001/edit", // a seeded business
  "/admin/convert-business/waitlist_040", // a seeded waitlist entry
  "/admin/businesses",
  "/admin/templates",
  "/admin/reviews",
  "/admin/reviews/recommendations",
  "/admin/reviews/enquiries",
  "/admin/reviews/posts",
  "/admin/users",
  "/admin/organizations",
  "/admin/categories",
  "/admin/features",
  "/admin/settings",
  "/admin/referrals",
  "/admin/email-templates",
  "/admin/notifications",
  "/admin/challenges",
  "/admin/audit",
];
