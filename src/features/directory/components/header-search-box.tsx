"use client";

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { keepPreviousData } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { businessPath } from "@/features/directory/types";
import { HEADER_SUGGESTION_MIN_LENGTH } from "@/features/directory/schema";
import { api } from "@/trpc/react";
import { SuggestionOptions, type SuggestionChoice } from "./suggestion-options";
/** The first row of the list: search the directory for the text itself. */
const SEARCH_TEXT = "search-text";

const DEBOUNCE_MS = 300;

type Props = {
  /** Unique per instance: the header and the mobile menu each have one. */
  id: string;
  /** The mobile menu shows a Search button, disabled while the text is blank. */
  withSubmitButton?: boolean;
  /** Called after navigating, e.g. to close the mobile menu. */
  onSearch?: () => void;
  /** "Austin, TX" by city slug and ZIP code: on a city's directory pages the search stays there and says so. */
  placeLabels: Readonly<Record<string, string>>;
};

/** The /directory/{place} segment of the current page and its label, when the page has one. */
function usePagePlace(placeLabels: Props["placeLabels"]) {
  const segment = /^\/directory\/([^/]+)/.exec(usePathname() ?? "")?.[1];
  if (!segment) return null;
  const decoded = decodeURIComponent(segment).toLowerCase();
  const label = placeLabels[decoded] ?? (/^\d{5}$/.test(decoded) ? decoded : null);
  return label ? { segment: decoded, label } : null;
}

/**
 * Searches the directory by name, category or address. From two characters it suggests up to five
 * categories (which open the category's page) and five businesses (which open the profile); arrow
 * keys and Enter, or a click. Submitting goes to /directory?search=<text>, or on a city's directory
 * pages to that city's (the placeholder and the first row name the city).
 * The list opens with any text and starts with 'Search for "<text>"', which Headless UI highlights
 * first, so Enter searches; Escape closes the list first (then, in the mobile menu, the menu).
 */
export function HeaderSearchBox({ id, withSubmitButton = false, onSearch, placeLabels }: Props) {
  const router = useRouter();
  const place = usePagePlace(placeLabels);
  const [text, setText] = useState("");
  const query = text.trim();
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const suggestions = api.directory.suggest.useQuery(
    { text: debounced, location: place?.segment },
    { enabled: debounced.length >= HEADER_SUGGESTION_MIN_LENGTH, placeholderData: keepPreviousData },
  );
  const shown = query.length >= HEADER_SUGGESTION_MIN_LENGTH ? suggestions.data : undefined;
  const directory = place ? `/directory/${encodeURIComponent(place.segment)}` : "/directory";

  function go(href: string) {
    router.push(href);
    setText("");
    onSearch?.();
  }

  function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (query) go(`${directory}?search=${encodeURIComponent(query)}`);
  }

  // Headless UI keeps Enter for choosing from the list; with no list open, Enter searches.
  function enterSearches(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && !event.currentTarget.getAttribute("aria-activedescendant")) {
      event.preventDefault();
      submit();
    }
  }

  function choose(chosen: SuggestionChoice | typeof SEARCH_TEXT | null) {
    if (chosen === SEARCH_TEXT) submit();
    else if (chosen?.kind === "category") go(`${directory}?category=${encodeURIComponent(chosen.slug)}`);
    else if (chosen) go(businessPath(chosen));
  }

  return (
    <form role="search" aria-label="Site search" action={directory} onSubmit={submit} className="relative w-full">
      <Combobox<SuggestionChoice | typeof SEARCH_TEXT | null> value={null} onChange={choose}>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <label htmlFor={id} className="sr-only">
              Search businesses
            </label>
            <ComboboxInput
              id={id}
              data-testid={id}
              type="search"
              name="search"
              displayValue={() => text}
              onChange={(event) => setText(event.target.value)}
              onKeyDownCapture={enterSearches}
              placeholder={place ? `Search in ${place.label}...` : "Search businesses..."}
              autoComplete="off"
              enterKeyHint="search"
              className="block w-full rounded-full border border-slate-300 bg-slate-50 py-2 pr-4 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
            />
          </div>
          {withSubmitButton && (
            <button
              type="submit"
              disabled={!query}
              className={`rounded-full bg-brand-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 ${FOCUS_RING}`}
            >
              Search
            </button>
          )}
        </div>
        {query && (
          <ComboboxOptions
            modal={false}
            data-testid={`${id}-suggestions`}
            className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          >
            <ComboboxOption value={SEARCH_TEXT} className="cursor-pointer truncate px-4 py-2 text-sm text-slate-700 data-focus:bg-brand-50">
              Search for &ldquo;{query}&rdquo;{place && ` in ${place.label}`}
            </ComboboxOption>
            <SuggestionOptions suggestions={shown} placeLabel={place?.label ?? null} optionClass="cursor-pointer px-4 py-2 data-focus:bg-brand-50" />
          </ComboboxOptions>
        )}
      </Combobox>
    </form>
  );
}
