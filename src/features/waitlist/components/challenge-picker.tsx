"use client";

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { CHALLENGE_MAX_LENGTH, MAX_CHALLENGES } from "@/features/waitlist/types";
import type { RouterOutputs } from "@/trpc/react";

export type ChallengeSuggestion = RouterOutputs["waitlist"]["challenges"][number];

type Props = { suggestions: ChallengeSuggestion[]; selected: string[]; onChange: (selected: string[]) => void };

const lower = (text: string) => text.trim().toLowerCase();

/** Suggested challenges to search and pick, or a custom one; chosen ones show as removable badges. */
export function ChallengePicker({ suggestions, selected, onChange }: Props) {
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const text = query.trim();
  const chosen = new Set(selected.map(lower));
  const matches = suggestions.filter((s) => !chosen.has(lower(s.challengeText)) && lower(s.challengeText).includes(lower(text)));
  const full = selected.length >= MAX_CHALLENGES;
  const canAddCustom = text !== "" && !chosen.has(lower(text)) && !full;

  function add(value: string) {
    const challenge = value.trim();
    if (!challenge || chosen.has(lower(challenge)) || full) return;
    // A typed text that matches a suggestion counts as that suggestion.
    const suggestion = suggestions.find((s) => lower(s.challengeText) === lower(challenge));
    onChange([...selected, suggestion?.challengeText ?? challenge]);
    // The box is not bound to `query` (the Combobox owns its text), so it is emptied here too.
    setQuery("");
    if (input.current) input.current.value = "";
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium text-slate-700">
        Biggest business challenges
      </p>
      {selected.length > 0 && (
        <ul aria-label="Chosen challenges" className="mt-2 flex flex-wrap gap-2">
          {selected.map((challenge) => (
            <li key={challenge} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700">
              {challenge}
              <button
                type="button"
                aria-label={`Remove ${challenge}`}
                onClick={() => onChange(selected.filter((item) => item !== challenge))}
                className={`rounded-full px-1.5 leading-5 text-brand-700 hover:bg-brand-100 ${FOCUS_RING}`}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className={`mt-2 w-full rounded-md border border-dashed border-slate-300 px-3 py-2 text-left text-sm text-slate-600 hover:border-brand-500 hover:text-brand-700 ${FOCUS_RING}`}
      >
        Add a challenge...
      </button>
      {open && (
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
              <ComboboxOptions static modal={false} aria-label="Suggested challenges" className="mt-1 max-h-[300px] overflow-y-auto empty:hidden">
                {matches.map((suggestion) => (
                  <ComboboxOption
                    key={suggestion.id}
                    value={suggestion.challengeText}
                    className="flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 text-sm text-slate-800 data-[focus]:bg-brand-50 data-[focus]:text-brand-700"
                  >
                    <span>{suggestion.challengeText}</span>
                    {suggestion.usageCount > 0 && <span className="shrink-0 text-xs text-slate-500">{suggestion.usageCount} uses</span>}
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
      )}
    </div>
  );
}
