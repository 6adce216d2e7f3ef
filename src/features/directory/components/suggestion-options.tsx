"use client";

import { ComboboxOption } from "@headlessui/react";
import type { ReactNode } from "react";
import type { Suggestions } from "@/features/directory/schema";

type Props = {
  suggestions: Suggestions | undefined;
  /** The place the search stays within, e.g. "Austin, TX". */
  placeLabel: string | null;
  optionClass: string;
};

const GROUP_HEADING = "px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase";

/**
 * The suggestion list's groups, after its 'Search for' row: matching categories first ('Plumbing in
 * Austin, TX' within a place), then businesses with their city. The option values are the
 * suggestions themselves, tagged with their kind.
 */
export function SuggestionOptions({ suggestions, placeLabel, optionClass }: Props) {
  if (!suggestions) return null;
  return (
    <>
      <Group label="Categories" testId="category-suggestions" count={suggestions.categories.length}>
        {suggestions.categories.map((category) => (
          <ComboboxOption key={category.id} value={{ kind: "category" as const, ...category }} className={optionClass}>
            <span className="truncate text-sm font-medium text-slate-900">
              {placeLabel ? `${category.name} in ${placeLabel}` : category.name}
            </span>
          </ComboboxOption>
        ))}
      </Group>
      <Group label="Businesses" testId="business-suggestions" count={suggestions.businesses.length}>
        {suggestions.businesses.map((business) => (
          <ComboboxOption key={business.id} value={{ kind: "business" as const, ...business }} className={optionClass}>
            <p className="truncate text-sm font-medium text-slate-900">{business.businessName}</p>
            <p className="truncate text-xs text-slate-500">
              {[business.category, `${business.city}, ${business.state}`].filter(Boolean).join(" · ")}
            </p>
          </ComboboxOption>
        ))}
      </Group>
    </>
  );
}

/** A labelled group of options with a small visible heading; nothing when empty. */
function Group({
  label,
  testId,
  count,
  children,
}: {
  label: string;
  testId: string;
  count: number;
  children: ReactNode;
}) {
  if (count === 0) return null;
  return (
    <div role="group" aria-label={label} data-testid={testId}>
      <p aria-hidden="true" className={GROUP_HEADING}>
        {label}
      </p>
      {children}
    </div>
  );
}

export type SuggestionChoice =
  | ({ kind: "category" } & Suggestions["categories"][number])
  | ({ kind: "business" } & Suggestions["businesses"][number]);
