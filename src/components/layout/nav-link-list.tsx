"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { isActivePath, type NavLink } from "./nav-links";
import { FOCUS_RING } from "@/components/ui/focus-ring";

const VARIANTS = {
  bar: {
    list: "flex items-center gap-1",
    link: "rounded-md px-3 py-2 text-sm",
    idle: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  },
  panel: {
    list: "space-y-1",
    link: "block rounded-lg px-3 py-2.5 text-base",
    idle: "text-slate-700 hover:bg-slate-100",
  },
} as const;

type Props = { links: NavLink[]; variant: keyof typeof VARIANTS; onNavigate?: () => void };

/** Header and mobile-menu links; the current page's link is marked for assistive technology too. */
export function NavLinkList({ links, variant, onNavigate }: Props) {
  const pathname = usePathname();
  const style = VARIANTS[variant];
  return (
    <ul className={style.list}>
      {links.map((link) => {
        const active = isActivePath(pathname, link);
        return (
          <li key={link.href}>
            <IntentLink
              href={link.href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={`${style.link} font-medium transition-colors ${FOCUS_RING} ${active ? "bg-brand-50 text-brand-700" : style.idle}`}
            >
              {link.label}
            </IntentLink>
          </li>
        );
      })}
    </ul>
  );
}
