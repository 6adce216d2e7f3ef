"use client";
// The sort control as the page is sent: a button that looks like the full control
// (sort-listbox.tsx, with Headless UI's Listbox), which loads when the visitor points at, focuses or
// presses it. Like the user menu, it takes the placeholder's place only when pressed (then opens at
// once) or focused from the keyboard: swapped while a press is under way, the press would be lost.
import { ChevronDownIcon } from "@/components/ui/icons";
import { useLoadOnIntent } from "@/components/ui/use-load-on-intent";
import { useDirectoryNavigation } from "./directory-navigation";
import { SORT_BUTTON_CLASS, SORT_LABEL_CLASS, SORT_LABELS } from "./sort-parts";

const loadListbox = () => import("./sort-listbox").then((module) => module.SortListbox);

export function SortSelect() {
  const { state } = useDirectoryNavigation();
  const { loaded, intent, press, wasPressed } = useLoadOnIntent(loadListbox, { swapOnPress: true });
  if (loaded) return <loaded.Component autoFocus={loaded.hadFocus} openAtOnce={wasPressed} />;
  return (
    <div {...intent} className="flex items-center gap-2">
      <span id="sort-select-label" className={SORT_LABEL_CLASS}>
        Sort by
      </span>
      <button
        type="button"
        data-testid="sort-select"
        aria-haspopup="listbox"
        aria-expanded="false"
        aria-labelledby="sort-select-label sort-select"
        onClick={press}
        className={SORT_BUTTON_CLASS}
      >
        {SORT_LABELS[state.sort]}
        <ChevronDownIcon className="size-4 text-slate-500" />
      </button>
    </div>
  );
}
