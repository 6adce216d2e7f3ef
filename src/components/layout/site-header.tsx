// The sticky site header: the same for every visitor (public pages are shared by the page cache);
// the links and the account corner follow the viewer on the client (components/providers/viewer.tsx).
import { headers } from "next/headers";
import { IntentLink } from "@/components/ui/intent-link";
import { Logo } from "@/components/ui/logo";
import { HeaderNav } from "./header-nav";
import { HeaderSearch } from "@/features/directory/components/header-search";
import { placeLabels } from "@/features/directory/location";
import { getLogoSrc } from "@/features/site-settings/layout-data";
import { MobileMenu } from "./mobile-menu";
import { signInHref } from "./nav-links";
import { HeaderAccount } from "./header-account";
import { PATHNAME_HEADER } from "@/lib/request-headers";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export async function SiteHeader() {
  const logoSrc = await getLogoSrc();
  // Sign In returns to the page it was clicked on.
  const signInLink = signInHref((await headers()).get(PATHNAME_HEADER));
  const places = placeLabels();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <IntentLink href="/" aria-label="LocalHub home" className={`shrink-0 rounded-md ${FOCUS_RING}`}>
          <Logo src={logoSrc} size="md" />
        </IntentLink>
        <HeaderNav />
        <div className="ml-auto hidden w-full max-w-xs md:block lg:max-w-sm">
          <HeaderSearch id="header-search" placeLabels={places} />
        </div>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <HeaderAccount signInLink={signInLink} />
          <MobileMenu signInLink={signInLink} placeLabels={places} />
        </div>
      </div>
    </header>
  );
}
