// Roles and what each may reach. Pure: used by the server guards and by the header's links.
export const ROLES = ["admin", "business_owner", "customer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  business_owner: "Business owner",
  customer: "Customer",
};

export const isAdmin = (roles: readonly Role[]) => roles.includes("admin");
export const isOwner = (roles: readonly Role[]) => roles.includes("business_owner");

/** Who may open /dashboard: business owners, and admins too. */
export const OWNER_AREA_ROLES: readonly Role[] = ["business_owner", "admin"];
export const ADMIN_AREA_ROLES: readonly Role[] = ["admin"];

export function hasAnyRole(roles: readonly Role[], allowed: readonly Role[]): boolean {
  return roles.some((role) => allowed.includes(role));
}

/** The dashboards a user's menu offers: Admin (admins), Business (owners), or else the member's own. */
export function dashboardLinksFor(roles: readonly Role[]): Array<{ href: string; label: string }> {
  const links = [];
  if (isAdmin(roles)) links.push({ href: "/admin", label: "Admin Dashboard" });
  if (isOwner(roles)) links.push({ href: "/dashboard", label: "Business Dashboard" });
  return links.length ? links : [{ href: "/customer-dashboard", label: "My Dashboard" }];
}

/** Where signing in leads when no page asked for one: admins to their area, owners to their dashboard, others home. */
export function landingPathFor(roles: readonly Role[]): string {
  if (isAdmin(roles)) return "/admin";
  if (isOwner(roles)) return "/dashboard";
  return "/";
}
