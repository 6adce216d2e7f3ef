"use client";

// The signed-in user's menu (their dashboards, Account settings and Sign Out) as the page is sent: a
// button that looks like the full menu's (user-menu-full.tsx, with Headless UI's Menu), which loads
// when the visitor points at, focuses or presses it and opens at once if it was pressed.
import { useLoadOnIntent } from "@/components/ui/use-load-on-intent";
import type { HeaderUser } from "./nav-links";
import { USER_MENU_BUTTON_CLASS, UserMenuButtonFace } from "./user-menu-parts";

const loadMenu = () => import("./user-menu-full").then((module) => module.UserMenuFull);

export function UserMenu({ user }: { user: HeaderUser }) {
  const { loaded, intent, press, wasPressed } = useLoadOnIntent(loadMenu, { swapOnPress: true });
  if (loaded) return <loaded.Component user={user} autoFocus={loaded.hadFocus} openAtOnce={wasPressed} />;
  return (
    <div {...intent} className="hidden md:block">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded="false"
        onClick={press}
        className={USER_MENU_BUTTON_CLASS}
      >
        <UserMenuButtonFace name={user.name} />
      </button>
    </div>
  );
}
