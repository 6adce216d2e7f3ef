// What the user menu's placeholder (user-menu.tsx) and its full version (user-menu-full.tsx) share:
// the button's look, so that one replaces the other without a visible change.
import { ChevronDownIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export const USER_MENU_BUTTON_CLASS = `inline-flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-3 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-50 data-open:bg-slate-50 ${FOCUS_RING}`;

/** The button's content: the user's initial, name and a chevron. The button's name is the user's name. */
export function UserMenuButtonFace({ name }: { name: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700"
      >
        {name.trim().charAt(0).toUpperCase() || "?"}
      </span>
      <span className="max-w-40 truncate">{name}</span>
      <ChevronDownIcon className="size-4 text-slate-400" />
    </>
  );
}
