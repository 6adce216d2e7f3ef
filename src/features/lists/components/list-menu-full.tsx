"use client";

// The card's list menu in full (Headless UI's Menu): the user's lists with a check mark on those
// holding the business (choosing one adds or removes it) and 'New list…'. Loaded by list-menu.tsx
// when the visitor shows intent; `autoFocus` and `openAtOnce` carry over what they did to the
// placeholder.
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { keepToastsClear } from "@/components/ui/toast-clearance";
import type { CardState } from "@/features/favourites/types";
import { LIST_BUTTON_CLASS, ListIcon, NEW_LIST_LABEL } from "./list-menu-parts";
import { useListItemMutations } from "./use-list-mutations";
import { useOpenAtOnce } from "@/components/ui/use-load-on-intent";

const itemClass =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100";

type Props = {
  businessId: string;
  label: string;
  lists: CardState["lists"];
  disabled: boolean;
  onNewList: () => void;
  autoFocus: boolean;
  openAtOnce: () => boolean;
};

export function ListMenuFull({ businessId, label, lists, disabled, onNewList, autoFocus, openAtOnce }: Props) {
  const items = useListItemMutations(businessId);
  const button = useOpenAtOnce(openAtOnce);
  return (
    <Menu>
      <MenuButton
        ref={button}
        autoFocus={autoFocus}
        disabled={disabled}
        className={LIST_BUTTON_CLASS}
        data-testid="list-menu-button"
        aria-label={label}
      >
        <ListIcon /> Lists
      </MenuButton>
      <MenuItems
        ref={keepToastsClearOf}
        anchor={{ to: "bottom start", gap: 6 }}
        className="z-50 max-h-80 w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {lists.map((list) => {
          const inList = list.businessIds.includes(businessId);
          return (
            <MenuItem key={list.id}>
              <button
                type="button"
                data-checked={inList}
                onClick={() => (inList ? items.remove : items.add).mutate({ listId: list.id, businessId })}
                className={itemClass}
              >
                <span aria-hidden="true" className="w-4 text-brand-700">
                  {inList ? "✓" : ""}
                </span>
                <span className="truncate">{list.name}</span>
                {inList && <span className="sr-only">(in this list)</span>}
              </button>
            </MenuItem>
          );
        })}
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <button type="button" onClick={onNewList} className={itemClass}>
            <span aria-hidden="true" className="w-4 text-center">
              +
            </span>
            {NEW_LIST_LABEL}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}

/** While the menu is open, toasts keep clear of it (a tap meant for a list never lands on a toast). */
const keepToastsClearOf = (element: HTMLElement | null) => (element ? keepToastsClear(element) : undefined);
