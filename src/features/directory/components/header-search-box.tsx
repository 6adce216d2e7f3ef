"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { SearchCombobox } from "@/components/ui/search-combobox";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { businessPath } from "@/features/directory/types";
import { HEADER_SUGGESTION_MIN_LENGTH } from "@/features/directory/types";
import { api, TRPCReactProvider } from "@/trpc/react";
import { SuggestionOptions, type SuggestionChoice } from "./suggestion-options";
import {
  SEARCH_BUTTON_CLASS,
  SEARCH_BOX_CLASS,
  SearchField,
  searchPlaceholder,
  usePagePlace,
  type PlaceLabels,
} from "./header-search-parts";

const DEBOUNCE_MS = 300;

type Props = {
  /** Unique per instance: the header and the mobile menu each have one. */
  id: string;
  /** The mobile menu shows a Search button, disabled while the text is blank. */
  withSubmitButton?: boolean;
  /** Called after navigating, e.g. to close the mobile menu. */
  onSearch?: () => void;
  /** "Austin, TX" by city slug and ZIP code: on a city's directory pages the search stays there and says so. */
  placeLabels: PlaceLabels;
  /** Text typed into the plain box before this one loaded (header-search.tsx), and whether it had focus. */
  initialText?: string;
  autoFocus?: boolean;
};

/**
 * Searches the directory by name, category or address. From two characters it suggests up to five
 * categories (which open the category's page) and five businesses (which open the profile); arrow
 * keys and Enter, or a click. Submitting goes to /directory?search=<text>, or on a city's directory
 * pages to that city's (the placeholder and the first row name the city).
 * The list opens with any text and starts with 'Search for "<text>"', which Headless UI highlights
 * first, so Enter searches; Escape closes the list first (then, in the mobile menu, the menu).
 */
/** The box with its own API client: it loads on first use, on pages that carry no client otherwise. */
export function HeaderSearchBox(props: Props) {
  return (
    <TRPCReactProvider>
      <SearchBox {...props} />
    </TRPCReactProvider>
  );
}

function SearchBox({
  id,
  withSubmitButton = false,
  onSearch,
  placeLabels,
  initialText = "",
  autoFocus = false,
}: Props) {
  const router = useRouter();
  const place = usePagePlace(placeLabels);
  const [text, setText] = useState(initialText);
  const query = text.trim();
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const suggestions = api.directory.suggest.useQuery(
    { text: debounced, location: place?.segment },
    { enabled: debounced.length >= HEADER_SUGGESTION_MIN_LENGTH, placeholderData: keepPreviousData },
  );
  const shown = query.length >= HEADER_SUGGESTION_MIN_LENGTH ? suggestions.data : undefined;
  const directory = place?.directory ?? "/directory";

  function go(href: string) {
    router.push(href);
    setText("");
    onSearch?.();
  }

  function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (query) go(`${directory}?search=${encodeURIComponent(query)}`);
  }

  function choose(chosen: SuggestionChoice | null) {
    if (chosen?.kind === "category") go(`${directory}?category=${encodeURIComponent(chosen.slug)}`);
    else if (chosen) go(businessPath(chosen));
  }

  return (
    <form role="search" aria-label="Site search" action={directory} onSubmit={submit} className="relative w-full">
      <SearchCombobox<SuggestionChoice>
        onChoose={choose}
        onSearch={() => submit()}
        displayValue={() => text}
        onTextChange={setText}
        inputProps={{
          id,
          "data-testid": id,
          type: "search",
          name: "search",
          placeholder: searchPlaceholder(place),
          autoComplete: "off",
          enterKeyHint: "search",
          autoFocus,
          className: SEARCH_BOX_CLASS,
        }}
        list={
          query
            ? {
                props: {
                  modal: false,
                  // Busy while the typed text waits out the pause or its suggestions load: assistive
                  // technology (and a test) can tell a settled list from one about to change.
                  "aria-busy": query !== debounced || suggestions.isFetching,
                  "data-testid": `${id}-suggestions`,
                  className:
                    "absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg",
                },
                searchRow: {
                  className: "cursor-pointer truncate px-4 py-2 text-sm text-slate-700 data-focus:bg-brand-50",
                  children: (
                    <>
                      Search for &ldquo;{query}&rdquo;{place && ` in ${place.label}`}
                    </>
                  ),
                },
                children: (
                  <SuggestionOptions
                    suggestions={shown}
                    placeLabel={place?.label ?? null}
                    optionClass="cursor-pointer px-4 py-2 data-focus:bg-brand-50"
                  />
                ),
              }
            : null
        }
        layout={(input, list) => (
          <>
            <div className="flex gap-2">
              <SearchField id={id}>{input}</SearchField>
              {withSubmitButton && (
                <button type="submit" disabled={!query} className={SEARCH_BUTTON_CLASS}>
                  Search
                </button>
              )}
            </div>
            {list}
          </>
        )}
      />
    </form>
  );
}
