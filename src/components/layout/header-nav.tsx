"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isActivePath, primaryLinksFor, type HeaderUser } from "./nav-links";
import { FOCUS_RING } from "./styles";

/** The desktop header's links; the current page's link is marked for assistive technology too. */
export function HeaderNav({ user }: { user: HeaderUser | null }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-1">
        {primaryLinksFor(user).map((link) => {
          const active = isActivePath(pathname, link);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={`rounded-md px-3 py-2 text-sm font-medium transition-colors ${FOCUS_RING} ${
                  active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
