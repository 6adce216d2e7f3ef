"use client";
// Every tag in a dialog whose list narrows as the visitor types (ignoring accents and case); loaded
// when 'More tags' is first pointed at, focused or pressed (tag-filter.tsx).
import { useState } from "react";
import type { DirectoryFilterOptions } from "@/features/directory/filter-options";
import { foldText } from "@/lib/fold-text";
import { MAX_FILTER_TAGS } from "@/features/directory/types";
import { Modal } from "@/components/ui/modal";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { SearchIcon } from "@/components/ui/icons";
import { useDirectoryNavigation } from "./directory-navigation";
import { toggled } from "./directory-url";
import { CHECKBOX_CLASS, FIELD_CLASS } from "./styles";

type Props = Pick<DirectoryFilterOptions, "allTags"> & { open: boolean; onClose: () => void };

export function AllTagsDialog({ open, onClose, allTags }: Props) {
  const { state, navigate } = useDirectoryNavigation();
  const [query, setQuery] = useState("");
  const toggle = (slug: string) => navigate({ tags: toggled(state.tags, slug) });
  const matching = allTags.filter((tag) => foldText(tag.name).includes(foldText(query.trim())));
  const full = state.tags.length >= MAX_FILTER_TAGS;
  return (
    <Modal open={open} onClose={onClose} title="All tags">
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400" />
        <input
          type="search"
          aria-label="Search tags"
          placeholder="Search tags..."
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={FIELD_CLASS}
        />
      </div>
      {full && <p className="mt-2 text-xs text-slate-600">Up to {MAX_FILTER_TAGS} tags can be chosen at once.</p>}
      <ul aria-label="Tags" className="mt-3 max-h-80 space-y-1 overflow-y-auto" tabIndex={-1}>
        {matching.map((tag) => {
          const checked = state.tags.includes(tag.slug);
          return (
            <li key={tag.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={full && !checked}
                  onChange={() => toggle(tag.slug)}
                  className={CHECKBOX_CLASS}
                />
                {tag.name}
              </label>
            </li>
          );
        })}
        {matching.length === 0 && <li className="px-1 py-2 text-sm text-slate-600">No tags found.</li>}
      </ul>
      <button
        type="button"
        onClick={onClose}
        className={`mt-4 w-full rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 ${FOCUS_RING}`}
      >
        Done
      </button>
    </Modal>
  );
}
