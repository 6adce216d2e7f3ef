"use client";

// In the empty results: the filters that are on, each with a button that removes it, so the
// visitor sees what emptied the list and undoes it where they are looking.
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { CloseIcon } from "@/components/ui/icons";
import { useFilterChips, type FilterChipOptions } from "./active-filters";
import { useDirectoryNavigation } from "./directory-navigation";

export function RemoveFilters(options: FilterChipOptions) {
  const chips = useFilterChips(options);
  const { navigate } = useDirectoryNavigation();
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Remove a filter" className="mt-5 flex flex-wrap justify-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => navigate(chip.change)}
            className={`inline-flex items-center gap-1.5 ${BUTTON_CLASS}`}
          >
            <CloseIcon className="size-3.5" />
            Remove “{chip.label}”
          </button>
        </li>
      ))}
    </ul>
  );
}
