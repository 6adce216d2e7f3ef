"use client";
// The header search as pages are sent: a plain search form (Enter goes to /directory?search=<text>,
// or to the city's directory on a city's pages, as with the full box; blank text does nothing). The combobox with suggestions (header-search-box.tsx,
// with Headless UI's Combobox and the query hooks) loads when the visitor points at the box or
// focuses it (or at once with `loadAtOnce`, in the mobile menu, which opens on a tap), and takes its
// place with the text typed so far (also what was typed before the page hydrated) and the focus.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ComponentType, type ComponentProps, type FormEvent } from "react";
import { useEarlyText } from "@/components/ui/use-early-text";
import type { HeaderSearchBox } from "./header-search-box";
import {
  SEARCH_BUTTON_CLASS,
  SEARCH_BOX_CLASS,
  SearchField,
  searchPlaceholder,
  usePagePlace,
} from "./header-search-parts";

type Props = Omit<ComponentProps<typeof HeaderSearchBox>, "initialText" | "autoFocus"> & { loadAtOnce?: boolean };

const loadSearchBox = () => import("./header-search-box").then((module) => module.HeaderSearchBox);

export function HeaderSearch({ loadAtOnce = false, ...props }: Props) {
  const { id, withSubmitButton = false, onSearch, placeLabels } = props;
  const router = useRouter();
  const place = usePagePlace(placeLabels);
  const directory = place?.directory ?? "/directory";
  const [loaded, setLoaded] = useState<{
    SearchBox: ComponentType<ComponentProps<typeof HeaderSearchBox>>;
    focused: boolean;
  } | null>(null);
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  useEarlyText(input, setText);

  function load() {
    if (loading.current) return;
    loading.current = true;
    void loadSearchBox().then((SearchBox) =>
      setLoaded({ SearchBox, focused: document.activeElement === input.current }),
    );
  }

  useEffect(() => {
    if (loadAtOnce) load();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    router.push(`${directory}?search=${encodeURIComponent(query)}`);
    setText("");
    onSearch?.();
  }

  if (loaded) return <loaded.SearchBox {...props} initialText={text} autoFocus={loaded.focused} />;
  return (
    <form role="search" aria-label="Site search" action={directory} onSubmit={submit} className="relative w-full">
      <div className="flex gap-2">
        <SearchField id={id}>
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
            placeholder={searchPlaceholder(place)}
            autoComplete="off"
            enterKeyHint="search"
            className={SEARCH_BOX_CLASS}
          />
        </SearchField>
        {withSubmitButton && (
          <button type="submit" disabled={!text.trim()} className={SEARCH_BUTTON_CLASS}>
            Search
          </button>
        )}
      </div>
    </form>
  );
}
