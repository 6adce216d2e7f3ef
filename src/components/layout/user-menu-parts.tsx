// What the user menu's placeholder (user-menu.tsx) and its full version (user-menu-full.tsx) share:
// the button's look, so that one replaces the other without a visible change; and the look the
// header holds for it while a shared page waits to know the visitor (header-account.tsx).
import { ChevronDownIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";

/** The button's shape and text (an inline-flex box), also the header placeholder's (header-account.tsx). */
export const USER_MENU_SHAPE_CLASS =
  "items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1 text-sm font-medium text-slate-700";
export const USER_MENU_BUTTON_CLASS = `inline-flex ${USER_MENU_SHAPE_CLASS} hover:bg-slate-50 data-open:bg-slate-50 ${FOCUS_RING}`;
const INITIAL_CLASS = "grid size-7 place-items-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700";
const NAME_CLASS = "max-w-40 truncate";

/** The button's content: the user's initial, name and a chevron. The button's name is the user's name. */
export function UserMenuButtonFace({ name }: { name: string }) {
  return (
    <>
      <span aria-hidden="true" className={INITIAL_CLASS}>
        {name.trim().charAt(0).toUpperCase() || "?"}
      </span>
      <span className={NAME_CLASS}>{name}</span>
      <ChevronDownIcon className="size-4 text-slate-400" />
    </>
  );
}

/**
 * The same face drawn by CSS from the name the signed-in hint holds (src/lib/signed-in-hint.mjs),
 * for the header's placeholder before the visitor is known: the menu then takes its exact place.
 */
export function UserMenuFacePlaceholder() {
  return (
    <>
      <span className={`${INITIAL_CLASS} before:content-(--signed-in-initial)`} />
      <span className={`${NAME_CLASS} before:content-(--signed-in-name)`} />
      <ChevronDownIcon className="size-4 text-slate-400" />
    </>
  );
}
