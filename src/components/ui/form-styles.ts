// Class strings shared by every form and button, so controls look and focus the same everywhere.
import { FOCUS_RING } from "./focus-ring";

export const BUTTON_CLASS = `rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white ${FOCUS_RING}`;
export const PRIMARY_BUTTON_CLASS = `rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`;
/** The rounded call to action of a page (Sign Up in the header, Try again, Browse all businesses). */
export const PILL_BUTTON_CLASS = `rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`;
export const DANGER_BUTTON_CLASS = `rounded-md bg-red-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-red-700 disabled:opacity-60 ${FOCUS_RING}`;
/** A native input, select or textarea (the admin forms, /account). */
export const INPUT_CLASS =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";
export const LABEL_CLASS = "block text-sm font-medium text-slate-700";

/**
 * The same box for Headless UI's Input, Select and Textarea, which mark focus and an error with data
 * attributes: `plain` (the sign-in and account-link forms) and `filled` (white, with placeholder and
 * disabled styles: the waitlist, the claim form and the business editor).
 */
export const FIELD_CONTROL_CLASS = {
  plain:
    "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none data-[focus]:border-brand-500 data-[focus]:ring-2 data-[focus]:ring-brand-500/30 data-[invalid]:border-red-500",
  filled:
    "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none placeholder:text-slate-400 data-[disabled]:cursor-not-allowed data-[disabled]:bg-slate-100 data-[disabled]:text-slate-500 data-[focus]:border-brand-500 data-[focus]:ring-2 data-[focus]:ring-brand-500/30 data-[invalid]:border-red-500",
} as const;
/** A Headless UI field's label, above its control. */
export const FIELD_LABEL_CLASS = "text-sm font-medium text-slate-700";
