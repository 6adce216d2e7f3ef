"use client";
// The directory's search box in full (Headless UI Combobox with suggestions), loaded when the
// visitor first points at or focuses the plain box the page is sent with (directory-search.tsx);
// it takes over the text typed so far and the focus.
import { Field, Label } from "@headlessui/react";
import { useEffect, useRef, useState } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { SearchCombobox } from "@/components/ui/search-combobox";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import type { TextSelection } from "@/components/ui/use-load-on-intent";
import { SuggestionOptions, type SuggestionChoice } from "@/features/directory/components/suggestion-options";
import { useOnDemandRead } from "@/trpc/on-demand";
import { useDirectoryNavigation } from "./directory-navigation";
import { SEARCH_MAX_LENGTH } from "./directory-url";
import { FIELD_CLASS, OPTION_CLASS, OPTIONS_CLASS } from "./styles";

const DEBOUNCE_MS = 300;
const BLUR_CLOSE_MS = 200;

/**
 * The search text, applied after a 300 ms pause (or at once on Enter), with up to five categories
 * (choosing one filters by it) and five businesses (choosing one searches for its name) as
 * suggestions: they open on focus or typing and close 200 ms after the field loses focus.
 * Suggestions come through the on-demand API client, the last answer staying while the next loads.
 */
export function DirectorySearchBox({
  initialText,
  autoFocus,
  initialSelection,
}: {
  initialText: string;
  autoFocus: boolean;
  /** The caret or selection the plain box had: typing that goes on across the swap lands there. */
  initialSelection: TextSelection | null;
}) {
  const { state, navigate } = useDirectoryNavigation();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(autoFocus);
  // The last search this box applied, and the URL's search it last saw: a change from elsewhere
  // (Back, a link) wins over the text in the box.
  const [applied, setApplied] = useState(state.search);
  const [seen, setSeen] = useState(state.search);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const [startSelection] = useState(initialSelection);
  // After Headless UI's own focus handling, which moves a caret it finds at the start to the end.
  useEffect(() => {
    if (!startSelection) return;
    const frame = requestAnimationFrame(() =>
      input.current?.setSelectionRange(startSelection.start, startSelection.end),
    );
    return () => cancelAnimationFrame(frame);
  }, [startSelection]);
  const query = text.trim();
  const settled = useDebouncedValue(query, DEBOUNCE_MS);

  if (state.search !== seen) {
    setSeen(state.search);
    if (state.search !== applied) {
      setApplied(state.search);
      setText(state.search);
    }
  }

  useEffect(() => {
    if (query === applied) return;
    const timer = setTimeout(() => {
      setApplied(query);
      navigate({ search: query });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, applied, navigate]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const location = state.location ?? undefined;
  const asked = open && settled.length > 0 ? `directory.suggest:${location ?? ""}:${settled}` : null;
  const { data } = useOnDemandRead(asked, (api) => api.directory.suggest.query({ text: settled, location }));
  const [previous, setPrevious] = useState(data);
  if (data && data !== previous) setPrevious(data);
  const shown = query ? (data ?? previous) : undefined;
  const hasSuggestions = Boolean(shown && (shown.categories.length || shown.businesses.length));

  function apply(next: string) {
    setText(next);
    setOpen(false);
    if (next.trim() === applied) return;
    setApplied(next.trim());
    navigate({ search: next.trim() });
  }

  function choose(chosen: SuggestionChoice | null) {
    if (chosen?.kind === "business") apply(chosen.businessName);
    else if (chosen) {
      setText("");
      setOpen(false);
      setApplied("");
      navigate({ search: "", category: chosen.slug });
    }
  }

  return (
    <Field className="w-full">
      <Label className="sr-only">Search the directory</Label>
      <SearchCombobox<SuggestionChoice>
        onChoose={choose}
        // The list's first row, and Enter, apply what was typed.
        onSearch={() => apply(text)}
        displayValue={() => text}
        onTextChange={(typed) => {
          setText(typed);
          setOpen(true);
        }}
        inputRef={input}
        inputProps={{
          "data-testid": "directory-search",
          type: "search",
          autoFocus,
          placeholder: "Search by name, category or address",
          maxLength: SEARCH_MAX_LENGTH,
          autoComplete: "off",
          onFocus: () => {
            clearTimeout(closeTimer.current);
            setOpen(true);
          },
          onBlur: () => {
            closeTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
          },
          className: FIELD_CLASS,
        }}
        list={
          open && hasSuggestions
            ? {
                props: { static: true, modal: false, "data-testid": "directory-suggestions", className: OPTIONS_CLASS },
                searchRow: {
                  className: `${OPTION_CLASS} truncate`,
                  children: <>Search for &ldquo;{query}&rdquo;</>,
                },
                children: (
                  <SuggestionOptions
                    suggestions={shown}
                    placeLabel={shown?.place?.label ?? null}
                    optionClass={OPTION_CLASS}
                  />
                ),
              }
            : null
        }
        layout={(box, list) => (
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            {box}
            {list}
          </div>
        )}
      />
    </Field>
  );
}
