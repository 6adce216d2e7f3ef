// Class strings shared by the directory's controls.
import { FOCUS_RING } from "@/components/ui/focus-ring";

export const PAGE_LINK_CLASS = `grid min-w-9 place-items-center rounded-md border px-3 py-1.5 text-sm font-medium ${FOCUS_RING}`;
export const PAGE_LINK_IDLE = "border-slate-300 bg-white text-slate-700 hover:bg-slate-50";
export const PAGE_LINK_CURRENT = "border-brand-600 bg-brand-600 text-white";

export const CHIP_CLASS = `rounded-full border px-3 py-1 text-sm font-medium aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white ${FOCUS_RING}`;
export const CHIP_IDLE = "border-slate-300 bg-white text-slate-700 hover:bg-slate-50";

export const CHECKBOX_CLASS =
  "size-4 rounded border-slate-300 text-brand-600 accent-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600";

const FIELD_BASE =
  "block w-full rounded-md border border-slate-300 bg-white py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";
/** A text field with a leading icon. */
export const FIELD_CLASS = `${FIELD_BASE} pr-3 pl-9`;
/** The city field, with room for its clear and open buttons. */
export const PICKER_FIELD_CLASS = `${FIELD_BASE} pr-16 pl-3`;

export const OPTIONS_PANEL =
  "z-30 max-h-72 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg";
export const OPTIONS_CLASS = `absolute mt-1 w-full ${OPTIONS_PANEL}`;
export const OPTION_CLASS =
  "cursor-pointer px-3 py-2 text-slate-700 data-focus:bg-brand-50 data-selected:font-semibold";
