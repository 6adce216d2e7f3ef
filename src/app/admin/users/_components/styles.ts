// Class strings shared by the Users screen's controls.
import { FOCUS_RING } from "@/components/ui/focus-ring";

export const BUTTON_CLASS = `rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white ${FOCUS_RING}`;
