// The sticky site header. Reads the user (roles from the database) and the logo on the server and
// hands plain props to the interactive parts.
import { headers } from "next/headers";
import { IntentLink } from "@/components/ui/intent-link";
import { Logo } from "@/components/ui/logo";
import { getPageUser } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { HeaderNav } from "./header-nav";
import { HeaderSearch } from "@/features/directory/components/header-search";
import { placeLabels } from "@/features/directory/location";
import { getLogoSrc, orFallback } from "@/features/site-settings/layout-data";
import { MobileMenu } from "./mobile-menu";
import { SIGN_IN_LINK, signInHref, type HeaderUser } from "./nav-links";
import { PATHNAME_HEADER } from "@/lib/request-headers";
import { NotificationBell } from "@/components/providers/signed-in";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { PILL_BUTTON_CLASS } from "@/components/ui/form-styles";
import { UserMenu } from "@/components/providers/signed-in";

export async function SiteHeader() {
  // While the database cannot be read the header shows the signed-out state (pages that need the
  // user check it themselves and fail on their own), so public pages still render.
  const [pageUser, logoSrc] = await Promise.all([orFallback(getPageUser, null, "the signed-in user"), getLogoSrc()]);
  const user: HeaderUser | null = pageUser && { name: pageUser.name, roles: pageUser.roles };
  // Sign In returns to the page it was clicked on.
  const signInLink = signInHref((await headers()).get(PATHNAME_HEADER));
  // Rendered with the page, so the bell's dot needs no request from the browser on load.
  const unreadNotifications = user
    ? await orFallback(() => api.notifications.unreadCount(), null, "notifications")
    : null;

  const places = placeLabels();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <IntentLink href="/" aria-label="LocalHub home" className={`shrink-0 rounded-md ${FOCUS_RING}`}>
          <Logo src={logoSrc} size="md" />
        </IntentLink>
        <HeaderNav user={user} />
        <div className="ml-auto hidden w-full max-w-xs md:block lg:max-w-sm">
          <HeaderSearch id="header-search" placeLabels={places} />
        </div>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          {unreadNotifications !== null && <NotificationBell initialUnread={unreadNotifications} />}
          {user ? (
            <UserMenu user={user} />
          ) : (
            <IntentLink href={signInLink} className={`hidden md:inline-flex ${PILL_BUTTON_CLASS}`}>
              {SIGN_IN_LINK.label}
            </IntentLink>
          )}
          <MobileMenu user={user} signInLink={signInLink} placeLabels={places} />
        </div>
      </div>
    </header>
  );
}
