// The sort control's labels and look, shared by the placeholder (sort-select.tsx) and the full
// control (sort-listbox.tsx), so the swap changes nothing the visitor sees.
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { DirectorySort } from "@/features/directory/types";

export const SORT_LABELS: Record<DirectorySort, string> = {
  relevance: "Most relevant",
  rating: "Highest rated",
  newest: "Newest members",
  distance: "Distance",
};
export const SORT_LABEL_CLASS = "text-sm font-medium whitespace-nowrap text-slate-700";
export const SORT_BUTTON_CLASS = `flex min-w-40 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 shadow-sm ${FOCUS_RING}`;
