"use client";

// The challenge picker's search box (loaded when the picker is first used, see challenge-picker.tsx):
// suggestions not yet chosen that match the typed text, or the typed text as a custom challenge.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { useRef, useState, type KeyboardEvent } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { CHALLENGE_MAX_LENGTH, lowerChallenge as lower } from "@/features/waitlist/types";
import type { ChallengeSuggestion } from "./challenge-picker";

type Props = {
  suggestions: ChallengeSuggestion[];
  chosen: Set<string>;
  full: boolean;
  onAdd: (value: string) => boolean;
};

export function ChallengeSearch({ suggestions, chosen, full, onAdd }: Props) {
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const text = query.trim();
  const matches = suggestions.filter(
    (s) => !chosen.has(lower(s.challengeText)) && lower(s.challengeText).includes(lower(text)),
  );
  const canAddCustom = text !== "" && !chosen.has(lower(text)) && !full;

  function add(value: string) {
    if (!onAdd(value)) return;
    // The box is not bound to `query` (the Combobox owns its text), so it is emptied here too.
    setQuery("");
    if (input.current) input.current.value = "";
  }

  return (
    <Combobox value={null} onChange={(value: string | null) => value && add(value)}>
      {({ activeIndex }) => (
        <div
          className="mt-2 rounded-md border border-slate-200 bg-white p-2 shadow-sm"
          onKeyDownCapture={(event: KeyboardEvent) => {
            if (event.key !== "Enter") return;
            // Typing highlights the first suggestion; when only spaces were typed, Enter adds nothing.
            if (query !== "" && text === "") {
              event.preventDefault();
              event.stopPropagation();
              return;
            }
            // Enter with no suggestion highlighted adds the typed text instead of submitting the form.
            if (activeIndex !== null) return;
            event.preventDefault();
            add(query);
          }}
        >
          <ComboboxInput
            ref={input}
            autoFocus
            aria-label="Search challenges"
            placeholder="Search challenges..."
            maxLength={CHALLENGE_MAX_LENGTH}
            onChange={(event) => setQuery(event.target.value)}
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none data-[focus]:border-brand-500 data-[focus]:ring-2 data-[focus]:ring-brand-500/30"
          />
          <ComboboxOptions
            static
            modal={false}
            aria-label="Suggested challenges"
            className="mt-1 max-h-[300px] overflow-y-auto empty:hidden"
          >
            {matches.map((suggestion) => (
              <ComboboxOption
                key={suggestion.id}
                value={suggestion.challengeText}
                className="flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 text-sm text-slate-800 data-[focus]:bg-brand-50 data-[focus]:text-brand-700"
              >
                <span>{suggestion.challengeText}</span>
                {suggestion.usageCount > 0 && (
                  <span className="shrink-0 text-xs text-slate-500">{suggestion.usageCount} uses</span>
                )}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
          {matches.length === 0 && <p className="px-3 py-2 text-sm text-slate-500">No challenges found.</p>}
          {canAddCustom && (
            <button
              type="button"
              onClick={() => add(query)}
              className={`mt-1 w-full rounded px-3 py-2 text-left text-sm font-medium text-brand-700 hover:bg-brand-50 ${FOCUS_RING}`}
            >
              Add custom challenge <span className="font-normal text-slate-600">&ldquo;{text}&rdquo;</span>
            </button>
          )}
        </div>
      )}
    </Combobox>
  );
}
