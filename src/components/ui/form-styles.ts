// Class strings shared by every form and button, so controls look and focus the same everywhere.
import { FOCUS_RING } from "./focus-ring";

export const BUTTON_CLASS = `rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white ${FOCUS_RING}`;
export const PRIMARY_BUTTON_CLASS = `rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`;
/** The rounded call to action of a page (Sign Up in the header, Try again, Browse all businesses). */
export const PILL_BUTTON_CLASS = `rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`;
export const DANGER_BUTTON_CLASS = `rounded-md bg-red-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-red-700 disabled:opacity-60 ${FOCUS_RING}`;
export const INPUT_CLASS =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";
export const LABEL_CLASS = "block text-sm font-medium text-slate-700";
