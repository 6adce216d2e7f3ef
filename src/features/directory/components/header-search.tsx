"use client";
// The header search as pages are sent: a plain search form (submitting goes to
// /directory?search=<text>, JavaScript or not). The combobox with suggestions (header-search-box.tsx,
// with Headless UI's Combobox and the query hooks) loads when the visitor points at the box or
// focuses it, and takes its place with the text typed so far and the focus.
import { useRef, useState, type ComponentType, type ComponentProps } from "react";
import { SearchIcon } from "@/components/ui/icons";
import type { HeaderSearchBox } from "./header-search-box";
import { SEARCH_BUTTON_CLASS, SEARCH_ICON_CLASS, SEARCH_INPUT_CLASS, SEARCH_PLACEHOLDER } from "./header-search-styles";

type Props = Omit<ComponentProps<typeof HeaderSearchBox>, "initialText" | "autoFocus">;

const loadSearchBox = () => import("./header-search-box").then((module) => module.HeaderSearchBox);

export function HeaderSearch(props: Props) {
  const { id, withSubmitButton = false } = props;
  const [loaded, setLoaded] = useState<{ SearchBox: ComponentType<ComponentProps<typeof HeaderSearchBox>>; focused: boolean } | null>(null);
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    void loadSearchBox().then((SearchBox) => setLoaded({ SearchBox, focused: document.activeElement === input.current }));
  }

  if (loaded) return <loaded.SearchBox {...props} initialText={text} autoFocus={loaded.focused} />;
  return (
    <form role="search" aria-label="Site search" action="/directory" className="relative w-full">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <SearchIcon className={SEARCH_ICON_CLASS} />
          <label htmlFor={id} className="sr-only">
            Search businesses
          </label>
          <input
            ref={input}
            id={id}
            data-testid={id}
            type="search"
            name="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPointerEnter={load}
            onFocus={load}
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            enterKeyHint="search"
            className={SEARCH_INPUT_CLASS}
          />
        </div>
        {withSubmitButton && (
          <button type="submit" disabled={!text.trim()} className={SEARCH_BUTTON_CLASS}>
            Search
          </button>
        )}
      </div>
    </form>
  );
}
