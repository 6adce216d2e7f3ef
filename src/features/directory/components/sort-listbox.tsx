"use client";
// The sort order's full control (Headless UI Listbox), loaded when the visitor first points at,
// focuses or presses the look-alike button the page is sent with (sort-select.tsx).
import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { DIRECTORY_SORTS, type DirectorySort } from "@/features/directory/types";
import { useDirectoryNavigation } from "./directory-navigation";
import { currentPosition } from "./geolocation";
import { SORT_BUTTON_CLASS, SORT_LABEL_CLASS, SORT_LABELS } from "./sort-parts";
import { OPTION_CLASS, OPTIONS_PANEL } from "./styles";
import { useOpenAtOnce } from "@/components/ui/use-load-on-intent";

/**
 * The sort order. Distance needs an origin: the chosen city or ZIP, else the visitor's position,
 * asked for here and kept in the address (lat/lng). `autoFocus` and `openAtOnce` carry over what the
 * visitor did to the placeholder.
 */
export function SortListbox({ autoFocus, openAtOnce }: { autoFocus: boolean; openAtOnce: () => boolean }) {
  const { state, navigate } = useDirectoryNavigation();
  const button = useOpenAtOnce(openAtOnce);

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
      <Label className={SORT_LABEL_CLASS}>Sort by</Label>
      <Listbox value={state.sort} onChange={(sort) => void choose(sort)}>
        <div className="relative">
          <ListboxButton ref={button} data-testid="sort-select" autoFocus={autoFocus} className={SORT_BUTTON_CLASS}>
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
