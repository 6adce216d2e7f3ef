"use client";

// The tag filter: the ten most used tags (and any other chosen one), with 'More tags' opening every
// tag in a dialog whose list narrows as the visitor types (all-tags-dialog.tsx, loaded when the
// button is first pointed at, focused or pressed).
import dynamic from "next/dynamic";
import type { DirectoryFilterOptions } from "@/features/directory/filter-options";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useOnDemandDialog } from "@/components/ui/use-on-demand-dialog";
import { useDirectoryNavigation } from "./directory-navigation";
import { toggled } from "./directory-url";
import { CHIP_CLASS, CHIP_IDLE } from "./styles";

const loadDialog = () => import("./all-tags-dialog").then((module) => module.AllTagsDialog);
const AllTagsDialog = dynamic(loadDialog, { ssr: false });

type Props = Pick<DirectoryFilterOptions, "tags" | "allTags">;

export function TagFilter({ tags, allTags }: Props) {
  const { state, navigate } = useDirectoryNavigation();
  const { open, used, close, trigger } = useOnDemandDialog(loadDialog);
  const toggle = (slug: string) => navigate({ tags: toggled(state.tags, slug) });
  // A chosen tag outside the ten stays in view, so it can be unchosen where it was chosen.
  const shown = [
    ...tags,
    ...allTags.filter((tag) => state.tags.includes(tag.slug) && !tags.some((popular) => popular.slug === tag.slug)),
  ];

  return (
    <>
      <div className="flex flex-wrap gap-1.5">
        {shown.map((tag) => (
          <button
            key={tag.id}
            type="button"
            aria-pressed={state.tags.includes(tag.slug)}
            onClick={() => toggle(tag.slug)}
            className={`${CHIP_CLASS} ${CHIP_IDLE}`}
          >
            {tag.name}
          </button>
        ))}
      </div>
      {allTags.length > tags.length && (
        <button
          type="button"
          {...trigger}
          className={`rounded text-sm font-medium text-brand-700 underline hover:text-brand-600 ${FOCUS_RING}`}
        >
          More tags
        </button>
      )}
      {used && <AllTagsDialog open={open} onClose={close} allTags={allTags} />}
    </>
  );
}
