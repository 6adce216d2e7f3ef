"use client";

// The tag filter: the ten most used tags (and any other chosen one), with 'More tags' opening every
// tag in a dialog whose list narrows as the visitor types.
import { useState } from "react";
import type { DirectoryFilterOptions } from "@/features/directory/filter-options";
import { MAX_FILTER_TAGS } from "@/features/directory/types";
import { Modal } from "@/components/ui/modal";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useDirectoryNavigation } from "./directory-navigation";
import { toggled } from "./directory-url";
import { CHECKBOX_CLASS, CHIP_CLASS, CHIP_IDLE, FIELD_CLASS } from "./styles";
import { SearchIcon } from "@/components/ui/icons";

type Props = Pick<DirectoryFilterOptions, "tags" | "allTags">;

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

export function TagFilter({ tags, allTags }: Props) {
  const { state, navigate } = useDirectoryNavigation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const toggle = (slug: string) => navigate({ tags: toggled(state.tags, slug) });
  // A chosen tag outside the ten stays in view, so it can be unchosen where it was chosen.
  const shown = [...tags, ...allTags.filter((tag) => state.tags.includes(tag.slug) && !tags.some((popular) => popular.slug === tag.slug))];
  const matching = allTags.filter((tag) => fold(tag.name).includes(fold(query.trim())));
  const full = state.tags.length >= MAX_FILTER_TAGS;

  return (
    <>
      <div className="flex flex-wrap gap-1.5">
        {shown.map((tag) => (
          <button key={tag.id} type="button" aria-pressed={state.tags.includes(tag.slug)} onClick={() => toggle(tag.slug)} className={`${CHIP_CLASS} ${CHIP_IDLE}`}>
            {tag.name}
          </button>
        ))}
      </div>
      {allTags.length > tags.length && (
        <button type="button" onClick={() => setOpen(true)} className={`rounded text-sm font-medium text-brand-700 underline hover:text-brand-600 ${FOCUS_RING}`}>
          More tags
        </button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title="All tags">
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
                  <input type="checkbox" checked={checked} disabled={full && !checked} onChange={() => toggle(tag.slug)} className={CHECKBOX_CLASS} />
                  {tag.name}
                </label>
              </li>
            );
          })}
          {matching.length === 0 && <li className="px-1 py-2 text-sm text-slate-600">No tags found.</li>}
        </ul>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className={`mt-4 w-full rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 ${FOCUS_RING}`}
        >
          Done
        </button>
      </Modal>
    </>
  );
}
