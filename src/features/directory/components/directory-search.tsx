"use client";
// The directory's search box as the page is sent: a plain field (Enter applies the text). The full
// box (directory-search-box.tsx: suggestions, Headless UI's Combobox, the API client) loads when the
// visitor points at or focuses it, and takes its place with the text typed so far and the focus.
// It takes text before the page hydrates too: the box's own text is taken over then (useEarlyText).
import { useId, useRef, useState } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { useEarlyText } from "@/components/ui/use-early-text";
import { useLoadOnIntent } from "@/components/ui/use-load-on-intent";
import { useDirectoryNavigation } from "./directory-navigation";
import { SEARCH_MAX_LENGTH } from "./directory-url";
import { FIELD_CLASS } from "./styles";

const loadBox = () => import("./directory-search-box").then((module) => module.DirectorySearchBox);

export function DirectorySearch() {
  const { state, navigate } = useDirectoryNavigation();
  const { loaded, intent } = useLoadOnIntent(loadBox);
  const id = useId();
  const [text, setText] = useState(state.search);
  const box = useRef<HTMLInputElement>(null);
  // Typed before hydration: the text is taken over and, while the visitor is still in the box, the
  // full box loads and goes on from it (its pause-then-search applies it), as if typed just now.
  useEarlyText(box, (typed) => {
    setText(typed);
    if (document.activeElement === box.current) intent.onFocus();
  });
  // A change of the address from elsewhere (Back, a link) shows in the box.
  const [seen, setSeen] = useState(state.search);
  if (state.search !== seen) {
    setSeen(state.search);
    setText(state.search);
  }
  if (loaded)
    return <loaded.Component initialText={text} autoFocus={loaded.hadFocus} initialSelection={loaded.selection} />;
  return (
    <div {...intent} className="w-full">
      <label htmlFor={id} className="sr-only">
        Search the directory
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          ref={box}
          id={id}
          data-testid="directory-search"
          type="search"
          // What it becomes on first use, collapsed until then (no list exists yet to control).
          // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          placeholder="Search by name, category or address"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") navigate({ search: text.trim() });
          }}
          className={FIELD_CLASS}
        />
      </div>
    </div>
  );
}
