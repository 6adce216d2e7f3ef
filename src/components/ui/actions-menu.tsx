"use client";
// A row's actions folded into one menu button (Headless UI's Menu: arrow keys, Escape, type-ahead,
// focus back on the button), so a table keeps its columns in view however many actions a row has.
// The button reads 'Actions' and is named for its row ('Actions for Rosa's Bakery'); the list opens
// in a layer of its own, so a scrolling table frame does not clip it. The button is disabled until
// the page hydrates: a press before then would be lost (the menu would never open).
import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import Link from "next/link";
import { BUTTON_CLASS } from "./form-styles";
import { ChevronDownIcon } from "./icons";
import { useHydrated } from "./use-hydrated";

/** A menu item: a button that runs `onSelect`, or a link. */
export type MenuAction =
  { label: string; onSelect: () => void; disabled?: boolean } | { label: string; href: string; newTab?: boolean };

const MENU_ITEMS_CLASS = "z-50 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none";
const MENU_ITEM_CLASS =
  "block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-slate-100 data-focus:text-slate-900";

export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  const hydrated = useHydrated();
  return (
    <Menu>
      <MenuButton aria-label={label} disabled={!hydrated} className={`inline-flex items-center gap-1 ${BUTTON_CLASS}`}>
        Actions
        <ChevronDownIcon className="size-4 text-slate-500" />
      </MenuButton>
      <MenuItems anchor={{ to: "bottom end", gap: 4 }} className={`min-w-44 ${MENU_ITEMS_CLASS}`}>
        {actions.map((action) => (
          <MenuItem key={action.label} disabled={"disabled" in action && action.disabled}>
            {"href" in action ? (
              <Link href={action.href} target={action.newTab ? "_blank" : undefined} className={MENU_ITEM_CLASS}>
                {action.label}
              </Link>
            ) : (
              <button type="button" onClick={action.onSelect} className={MENU_ITEM_CLASS}>
                {action.label}
              </button>
            )}
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
