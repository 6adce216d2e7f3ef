"use client";

import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import Link from "next/link";
import { signOut } from "@/components/ui/sign-out";
import { dashboardLinksFor } from "@/lib/roles";
import { ChevronDownIcon } from "@/components/ui/icons";
import { ACCOUNT_SETTINGS_LINK, type HeaderUser } from "./nav-links";
import { FOCUS_RING } from "@/components/ui/focus-ring";

const itemClass =
  "block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900";

/** The signed-in user's menu: their dashboards, Account settings and Sign Out. The button's name is the user's name. */
export function UserMenu({ user }: { user: HeaderUser }) {
  return (
    <Menu as="div" className="hidden md:block">
      <MenuButton
        className={`inline-flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-50 data-open:bg-slate-50 ${FOCUS_RING}`}
      >
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700"
        >
          {user.name.trim().charAt(0).toUpperCase() || "?"}
        </span>
        <span className="max-w-40 truncate">{user.name}</span>
        <ChevronDownIcon className="size-4 text-slate-400" />
      </MenuButton>
      <MenuItems
        anchor={{ to: "bottom end", gap: 8 }}
        transition
        className="z-50 w-56 origin-top-right rounded-xl border border-slate-200 bg-white p-1 shadow-lg transition duration-100 ease-out focus:outline-none data-closed:opacity-0"
      >
        {dashboardLinksFor(user.roles).map((dashboard) => (
          <MenuItem key={dashboard.href}>
            <Link href={dashboard.href} className={itemClass}>
              {dashboard.label}
            </Link>
          </MenuItem>
        ))}
        <MenuItem>
          <Link href={ACCOUNT_SETTINGS_LINK.href} className={itemClass}>
            {ACCOUNT_SETTINGS_LINK.label}
          </Link>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <button type="button" onClick={() => void signOut("/")} className={itemClass}>
            Sign Out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
