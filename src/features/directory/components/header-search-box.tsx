"use client";

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { keepPreviousData } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, type FormEvent, type KeyboardEvent } from "react";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { businessPath } from "@/features/directory/types";
import { HEADER_SUGGESTION_MIN_LENGTH } from "@/features/directory/types";
import { SEARCH_BUTTON_CLASS, SEARCH_INPUT_CLASS, SEARCH_PLACEHOLDER, SearchField } from "./header-search-parts";
import { api, type RouterOutputs } from "@/trpc/react";

type Suggestion = RouterOutputs["directory"]["headerSuggest"][number];
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
  /** Text typed into the plain box before this one loaded (header-search.tsx), and whether it had focus. */
  initialText?: string;
  autoFocus?: boolean;
};

/**
 * Searches the directory by name, category or address. From two characters it suggests up to five
 * businesses (arrow keys and Enter, or a click, open one); submitting goes to /directory?search=<text>.
 * The list opens with any text and starts with 'Search for "<text>"', which Headless UI highlights
 * first, so Enter searches; Escape closes the list first (then, in the mobile menu, the menu).
 */
export function HeaderSearchBox({ id, withSubmitButton = false, onSearch, initialText = "", autoFocus = false }: Props) {
  const router = useRouter();
  const [text, setText] = useState(initialText);
  const query = text.trim();
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const suggestions = api.directory.headerSuggest.useQuery(
    { text: debounced },
    { enabled: debounced.length >= HEADER_SUGGESTION_MIN_LENGTH, placeholderData: keepPreviousData },
  );
  const shown = query.length >= HEADER_SUGGESTION_MIN_LENGTH ? (suggestions.data ?? []) : [];

  function go(href: string) {
    router.push(href);
    setText("");
    onSearch?.();
  }

  function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (query) go(`/directory?search=${encodeURIComponent(query)}`);
  }

  // Headless UI keeps Enter for choosing from the list; with no list open, Enter searches.
  function enterSearches(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && !event.currentTarget.getAttribute("aria-activedescendant")) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form role="search" aria-label="Site search" action="/directory" onSubmit={submit} className="relative w-full">
      <Combobox<Suggestion | typeof SEARCH_TEXT | null>
        value={null}
        onChange={(chosen) => (chosen === SEARCH_TEXT ? submit() : chosen && go(businessPath(chosen)))}
      >
        <div className="flex gap-2">
          <SearchField id={id}>
            <ComboboxInput
              id={id}
              data-testid={id}
              type="search"
              name="search"
              displayValue={() => text}
              onChange={(event) => setText(event.target.value)}
              onKeyDownCapture={enterSearches}
              placeholder={SEARCH_PLACEHOLDER}
              autoComplete="off"
              enterKeyHint="search"
              autoFocus={autoFocus}
              className={SEARCH_INPUT_CLASS}
            />
          </SearchField>
          {withSubmitButton && (
            <button
              type="submit"
              disabled={!query}
              className={SEARCH_BUTTON_CLASS}
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
              Search for &ldquo;{query}&rdquo;
            </ComboboxOption>
            {shown.map((suggestion) => (
              <ComboboxOption key={suggestion.id} value={suggestion} className="cursor-pointer px-4 py-2 data-focus:bg-brand-50">
                <p className="truncate text-sm font-medium text-slate-900">{suggestion.businessName}</p>
                <p className="truncate text-xs text-slate-500">{[suggestion.category, suggestion.address].filter(Boolean).join(" · ")}</p>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        )}
      </Combobox>
    </form>
  );
}
