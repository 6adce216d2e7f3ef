"use client";

import { FEATURE_FILTERS, RATING_FILTERS } from "@/features/directory/types";
import type { DirectoryFilterOptions } from "@/features/directory/filter-options";
import { useDirectoryNavigation } from "./directory-navigation";
import { toggled } from "./directory-url";
import { TagFilter } from "./tag-filter";
import { CHECKBOX_CLASS, CHIP_CLASS, CHIP_IDLE } from "./styles";

type Props = Pick<DirectoryFilterOptions, "categories" | "tags" | "allTags">;

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label htmlFor={id} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input id={id} type="checkbox" checked={checked} onChange={onChange} className={CHECKBOX_CLASS} />
      {label}
    </label>
  );
}

/**
 * Category (one at a time: choosing the chosen one again clears it; a chosen top-level category
 * shows its subcategories), tags, minimum ratings and features.
 */
export function DirectoryFilters({ categories, tags, allTags }: Props) {
  const { state, navigate } = useDirectoryNavigation();
  const openParent = categories.find(
    (parent) => parent.slug === state.category || parent.children.some((child) => child.slug === state.category),
  );
  const chooseCategory = (slug: string) => navigate({ category: state.category === slug ? null : slug });

  const chip = (slug: string, name: string) => (
    <button
      key={slug}
      type="button"
      aria-pressed={state.category === slug}
      onClick={() => chooseCategory(slug)}
      className={`${CHIP_CLASS} ${CHIP_IDLE}`}
    >
      {name}
    </button>
  );

  return (
    <section aria-label="Filters" className="space-y-6">
      <Group title="Category">
        <div className="flex flex-wrap gap-1.5">{categories.map((parent) => chip(parent.slug, parent.name))}</div>
        {openParent && openParent.children.length > 0 && (
          <div
            role="group"
            aria-label={`${openParent.name} subcategories`}
            className="border-brand-200 flex flex-wrap gap-1.5 border-l-2 pl-3"
          >
            {openParent.children.map((child) => chip(child.slug, child.name))}
          </div>
        )}
      </Group>
      {tags.length > 0 && (
        <Group title="Tags">
          <TagFilter tags={tags} allTags={allTags} />
        </Group>
      )}
      <Group title="Rating">
        {RATING_FILTERS.map((rating) => (
          <Check
            key={rating.id}
            id={rating.id}
            label={rating.label}
            checked={state.ratings.includes(rating.id)}
            onChange={() => navigate({ ratings: toggled(state.ratings, rating.id) })}
          />
        ))}
      </Group>
      <Group title="Features">
        {FEATURE_FILTERS.map((feature) => (
          <Check
            key={feature.id}
            id={`feature-${feature.id}`}
            label={feature.label}
            checked={state.features.includes(feature.id)}
            onChange={() => navigate({ features: toggled(state.features, feature.id) })}
          />
        ))}
      </Group>
    </section>
  );
}
