"use client";

import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { DIRECTORY_SORTS, type DirectorySort } from "@/features/directory/types";
import { useDirectoryNavigation } from "./directory-navigation";
import { currentPosition } from "./geolocation";
import { OPTION_CLASS, OPTIONS_PANEL } from "./styles";

export const SORT_LABELS: Record<DirectorySort, string> = {
  relevance: "Most relevant",
  rating: "Highest rated",
  newest: "Newest members",
  distance: "Distance",
};

/**
 * The sort order. Distance needs an origin: the chosen city or ZIP, else the visitor's position,
 * asked for here and kept in the address (lat/lng).
 */
export function SortSelect() {
  const { state, navigate } = useDirectoryNavigation();

  async function choose(sort: DirectorySort) {
    if (sort !== "distance" || state.location || state.near) return navigate({ sort });
    try {
      navigate({ sort, near: await currentPosition() });
    } catch (error) {
      console.error(error);
      navigate({ sort });
    }
  }

  return (
    <Field className="flex items-center gap-2">
      <Label className="text-sm font-medium whitespace-nowrap text-slate-700">Sort by</Label>
      <Listbox value={state.sort} onChange={(sort) => void choose(sort)}>
        <div className="relative">
          <ListboxButton
            data-testid="sort-select"
            className={`flex min-w-40 items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 shadow-sm ${FOCUS_RING}`}
          >
            {SORT_LABELS[state.sort]}
            <ChevronDownIcon className="size-4 text-slate-500" />
          </ListboxButton>
          <ListboxOptions anchor="bottom end" className={`${OPTIONS_PANEL} w-44 [--anchor-gap:4px]`}>
            {DIRECTORY_SORTS.map((sort) => (
              <ListboxOption key={sort} value={sort} className={OPTION_CLASS}>
                {SORT_LABELS[sort]}
              </ListboxOption>
            ))}
          </ListboxOptions>
        </div>
      </Listbox>
    </Field>
  );
}
