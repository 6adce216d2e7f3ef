// Which links the header and the mobile menu offer, by role. Pure, so server and client agree.
import { dashboardLinksFor, isAdmin, isOwner, type Role } from "@/lib/roles";

export type NavLink = { href: string; label: string; matchSubpaths?: boolean };

/** What the header knows about the signed-in user: plain data, safe to pass to client components. */
export type HeaderUser = { name: string; roles: Role[] };

export const SIGN_IN_LINK: NavLink = { href: "/auth", label: "Sign In" };
export const SIGN_UP_LINK: NavLink = { href: "/auth?mode=signup", label: "Sign Up" };
export const ACCOUNT_SETTINGS_LINK: NavLink = { href: "/account", label: "Account settings" };

/** Sign In that brings the visitor back to `returnTo` (the page they are on); /auth itself needs no return. */
export function signInHref(returnTo: string | null): string {
  if (!returnTo || returnTo === "/" || returnTo.startsWith("/auth")) return SIGN_IN_LINK.href;
  return `${SIGN_IN_LINK.href}?callbackUrl=${encodeURIComponent(returnTo)}`;
}

/** 'For Business' is for admins and business owners. */
const isBusinessSide = (roles: readonly Role[]) => isAdmin(roles) || isOwner(roles);

/** Directory for everyone; then 'For Business' (admins, owners) or 'My Dashboard' (other members). */
export function primaryLinksFor(user: HeaderUser | null): NavLink[] {
  const directory: NavLink = { href: "/directory", label: "Directory", matchSubpaths: true };
  if (!user) return [directory];
  const second = isBusinessSide(user.roles)
    ? { href: "/business", label: "For Business" }
    : { href: "/customer-dashboard", label: "My Dashboard" };
  return [directory, second];
}

/** The mobile menu: the header's links plus the user's dashboards, each once. */
export function mobileLinksFor(user: HeaderUser | null): NavLink[] {
  const links = primaryLinksFor(user);
  if (!user) return links;
  const extra = dashboardLinksFor(user.roles).filter(
    (dashboard) => !links.some((link) => link.href === dashboard.href),
  );
  return [...links, ...extra];
}

export function isActivePath(pathname: string, link: NavLink): boolean {
  return pathname === link.href || (link.matchSubpaths === true && pathname.startsWith(`${link.href}/`));
}
