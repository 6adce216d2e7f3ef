// What the list menu's placeholder (list-menu.tsx) and its full version (list-menu-full.tsx) share:
// the button's look, so that one replaces the other without a visible change.
import { FOCUS_RING } from "@/components/ui/focus-ring";

export const NEW_LIST_LABEL = "New list…";
export const LIST_BUTTON_CLASS = `inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60 ${FOCUS_RING}`;

export function ListIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
    >
      <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
    </svg>
  );
}
