"use client";

import { ComboboxOption } from "@headlessui/react";
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
      {suggestions.categories.length > 0 && (
        <div role="group" aria-label="Categories" data-testid="category-suggestions">
          <p aria-hidden="true" className={GROUP_HEADING}>
            Categories
          </p>
          {suggestions.categories.map((category) => (
            <ComboboxOption key={category.id} value={{ kind: "category" as const, ...category }} className={optionClass}>
              <span className="truncate text-sm font-medium text-slate-900">{placeLabel ? `${category.name} in ${placeLabel}` : category.name}</span>
            </ComboboxOption>
          ))}
        </div>
      )}
      {suggestions.businesses.length > 0 && (
        <div role="group" aria-label="Businesses" data-testid="business-suggestions">
          <p aria-hidden="true" className={GROUP_HEADING}>
            Businesses
          </p>
          {suggestions.businesses.map((business) => (
            <ComboboxOption key={business.id} value={{ kind: "business" as const, ...business }} className={optionClass}>
              <p className="truncate text-sm font-medium text-slate-900">{business.businessName}</p>
              <p className="truncate text-xs text-slate-500">{[business.category, `${business.city}, ${business.state}`].filter(Boolean).join(" · ")}</p>
            </ComboboxOption>
          ))}
        </div>
      )}
    </>
  );
}

export type SuggestionChoice =
  | ({ kind: "category" } & Suggestions["categories"][number])
  | ({ kind: "business" } & Suggestions["businesses"][number]);
