"use client";

// The filters that are on, as chips above the results; each chip's button removes its filter, and
// 'Clear all' removes them all (the search text and the place stay).
import { FEATURE_FILTERS, RATING_FILTERS } from "@/features/directory/types";
import type { DirectoryFilterOptions } from "@/features/directory/filter-options";
import { CloseIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useDirectoryNavigation } from "./directory-navigation";
import { findCategoryName } from "./directory-text";
import type { DirectoryState } from "./directory-url";

export type FilterChipOptions = Pick<DirectoryFilterOptions, "categories" | "allTags">;
type Chip = { key: string; label: string; change: Partial<DirectoryState> };

/** The filters that are on (category, tags, ratings, features), each with the change that removes it. */
export function useFilterChips({ categories, allTags }: FilterChipOptions): Chip[] {
  const { state } = useDirectoryNavigation();
  return [
    ...(state.category
      ? [
          {
            key: "category",
            label: findCategoryName(categories, state.category) ?? state.category,
            change: { category: null },
          },
        ]
      : []),
    ...state.tags.map((slug) => ({
      key: `tag-${slug}`,
      label: allTags.find((tag) => tag.slug === slug)?.name ?? slug,
      change: { tags: state.tags.filter((other) => other !== slug) },
    })),
    ...RATING_FILTERS.filter((rating) => state.ratings.includes(rating.id)).map((rating) => ({
      key: rating.id,
      label: rating.label,
      change: { ratings: state.ratings.filter((other) => other !== rating.id) },
    })),
    ...FEATURE_FILTERS.filter((feature) => state.features.includes(feature.id)).map((feature) => ({
      key: feature.id,
      label: feature.label,
      change: { features: state.features.filter((other) => other !== feature.id) },
    })),
  ];
}

export function ActiveFilters({ categories, allTags }: FilterChipOptions) {
  const { navigate } = useDirectoryNavigation();
  const chips = useFilterChips({ categories, allTags });
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => navigate(chip.change)}
              className={`inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-700 hover:bg-brand-100 ${FOCUS_RING}`}
            >
              {chip.label}
              <CloseIcon className="size-3.5" />
              <span className="sr-only"> (remove filter)</span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <button
          type="button"
          onClick={() => navigate({ category: null, tags: [], ratings: [], features: [] })}
          className={`rounded text-sm font-medium text-slate-700 underline hover:text-slate-900 ${FOCUS_RING}`}
        >
          Clear all
        </button>
      )}
    </div>
  );
}
