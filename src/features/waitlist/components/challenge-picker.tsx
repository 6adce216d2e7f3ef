"use client";

// The challenge picker: chosen challenges as removable badges and 'Add a challenge...', which opens
// the search (challenge-search.tsx, with Headless UI's Combobox). The search loads when the button
// is pointed at, focused or pressed, not with the page.
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { MAX_CHALLENGES, lowerChallenge } from "@/features/waitlist/types";
import type { RouterOutputs } from "@/trpc/react";

export type ChallengeSuggestion = RouterOutputs["waitlist"]["challenges"][number];

type Props = { suggestions: ChallengeSuggestion[]; selected: string[]; onChange: (selected: string[]) => void };

const loadSearch = () => import("./challenge-search").then((module) => module.ChallengeSearch);
const ChallengeSearch = dynamic(loadSearch, {
  ssr: false,
  loading: () => <p className="mt-2 px-3 py-2 text-sm text-slate-500">Loading challenges...</p>,
});

/** Suggested challenges to search and pick, or a custom one; chosen ones show as removable badges. */
export function ChallengePicker({ suggestions, selected, onChange }: Props) {
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const chosen = new Set(selected.map(lowerChallenge));
  const full = selected.length >= MAX_CHALLENGES;

  /** Adds a challenge unless it is empty, already chosen or the list is full; says whether it did. */
  function add(value: string): boolean {
    const challenge = value.trim();
    if (!challenge || chosen.has(lowerChallenge(challenge)) || full) return false;
    // A typed text that matches a suggestion counts as that suggestion.
    const suggestion = suggestions.find((s) => lowerChallenge(s.challengeText) === lowerChallenge(challenge));
    onChange([...selected, suggestion?.challengeText ?? challenge]);
    return true;
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="text-sm font-medium text-slate-700">
        Biggest business challenges
      </p>
      {selected.length > 0 && (
        <ul aria-label="Chosen challenges" className="mt-2 flex flex-wrap gap-2">
          {selected.map((challenge) => (
            <li
              key={challenge}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700"
            >
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
        onPointerEnter={() => void loadSearch()}
        onFocus={() => void loadSearch()}
        className={`mt-2 w-full rounded-md border border-dashed border-slate-300 px-3 py-2 text-left text-sm text-slate-600 hover:border-brand-500 hover:text-brand-700 ${FOCUS_RING}`}
      >
        Add a challenge...
      </button>
      {open && <ChallengeSearch suggestions={suggestions} chosen={chosen} full={full} onAdd={add} />}
    </div>
  );
}
