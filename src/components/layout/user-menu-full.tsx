"use client";

// The user menu in full (Headless UI's Menu), loaded by user-menu.tsx when the visitor shows intent.
// `autoFocus` and `openAtOnce` carry over what the visitor did to the placeholder.
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import Link from "next/link";
import { signOut } from "@/components/ui/sign-out";
import { dashboardLinksFor } from "@/lib/roles";
import { ACCOUNT_SETTINGS_LINK, type HeaderUser } from "./nav-links";
import { USER_MENU_BUTTON_CLASS, UserMenuButtonFace } from "./user-menu-parts";
import { useOpenAtOnce } from "@/components/ui/use-load-on-intent";

const itemClass =
  "block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900";

type Props = { user: HeaderUser; autoFocus: boolean; openAtOnce: () => boolean };

export function UserMenuFull({ user, autoFocus, openAtOnce }: Props) {
  const button = useOpenAtOnce(openAtOnce);
  return (
    <Menu as="div" className="hidden md:block">
      <MenuButton ref={button} autoFocus={autoFocus} className={USER_MENU_BUTTON_CLASS}>
        <UserMenuButtonFace name={user.name} />
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
