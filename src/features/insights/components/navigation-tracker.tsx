"use client";
// Remembers the page before the current one inside LocalHub, so a profile reached by a soft
// navigation (where document.referrer still names the first page of the visit) knows where its
// visitor came from. Placed once in the root layout; renders nothing. The path is watched with
// usePathname; a change of the query alone (the directory's filters) is read at the click that
// leaves the page.
import { usePathname } from "next/navigation";
import { useEffect } from "react";

let current: string | null = null;
let previous: string | null = null;

function note(href: string) {
  if (href === current) return;
  previous = current;
  current = href;
}

export function NavigationTracker() {
  const pathname = usePathname();
  useEffect(() => note(window.location.href), [pathname]);
  useEffect(() => {
    const onClick = () => note(window.location.href);
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
  return null;
}

/**
 * The in-app page the visitor was on before this one, or null after a full page load. A page's
 * effects run before the layout's, so the tracker may not have noted this page yet.
 */
export function previousPage(): string | null {
  return current !== null && current !== window.location.href ? current : previous;
}
