// Roles and what each may reach. Pure: used by the server guards and by the header's links.
export const ROLES = ["admin", "business_owner", "customer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", business_owner: "Business owner", customer: "Customer" };

export const isAdmin = (roles: readonly Role[]) => roles.includes("admin");
export const isOwner = (roles: readonly Role[]) => roles.includes("business_owner");

/** Who may open /dashboard: business owners, and admins too. */
export const OWNER_AREA_ROLES: readonly Role[] = ["business_owner", "admin"];
export const ADMIN_AREA_ROLES: readonly Role[] = ["admin"];

export function hasAnyRole(roles: readonly Role[], allowed: readonly Role[]): boolean {
  return roles.some((role) => allowed.includes(role));
}

/** The dashboard a user's menu leads to: Admin, Business, or the customer's own. */
export function dashboardLinkFor(roles: readonly Role[]): { href: string; label: string } {
  if (isAdmin(roles)) return { href: "/admin", label: "Admin Dashboard" };
  if (isOwner(roles)) return { href: "/dashboard", label: "Business Dashboard" };
  return { href: "/customer-dashboard", label: "My Dashboard" };
}
