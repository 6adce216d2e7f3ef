"use client";

import { useViewer } from "@/components/providers/viewer";
import { NavLinkList } from "./nav-link-list";
import { primaryLinksFor } from "./nav-links";

/** The desktop header's links. */
export function HeaderNav() {
  const viewer = useViewer();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <NavLinkList links={primaryLinksFor(viewer)} variant="bar" />
    </nav>
  );
}
