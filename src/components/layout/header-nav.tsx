"use client";

import { NavLinkList } from "./nav-link-list";
import { primaryLinksFor, type HeaderUser } from "./nav-links";

/** The desktop header's links. */
export function HeaderNav({ user }: { user: HeaderUser | null }) {
  return (
    <nav aria-label="Main" className="hidden md:block">
      <NavLinkList links={primaryLinksFor(user)} variant="bar" />
    </nav>
  );
}
