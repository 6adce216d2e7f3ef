"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { SearchIcon } from "./icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";

type Props = {
  /** Unique per instance: the header and the mobile menu each have one. */
  id: string;
  /** The mobile menu shows a Search button, disabled while the text is blank. */
  withSubmitButton?: boolean;
  /** Called after navigating, e.g. to close the mobile menu. */
  onSearch?: () => void;
};

/** Searches the directory by name, category or address: /directory?search=<text>. */
export function HeaderSearchBox({ id, withSubmitButton = false, onSearch }: Props) {
  const router = useRouter();
  const [text, setText] = useState("");
  const query = text.trim();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!query) return;
    router.push(`/directory?search=${encodeURIComponent(query)}`);
    onSearch?.();
  }

  return (
    <form role="search" aria-label="Site search" action="/directory" onSubmit={submit} className="relative w-full">
      <div className="flex gap-2">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <label htmlFor={id} className="sr-only">
            Search businesses
          </label>
          <input
            id={id}
            data-testid={id}
            type="search"
            name="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search businesses..."
            autoComplete="off"
            enterKeyHint="search"
            className="block w-full rounded-full border border-slate-300 bg-slate-50 py-2 pr-4 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          />
        </div>
        {withSubmitButton && (
          <button
            type="submit"
            disabled={!query}
            className={`rounded-full bg-brand-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 ${FOCUS_RING}`}
          >
            Search
          </button>
        )}
      </div>
      {/* Header suggestions go here (spec: at least 2 characters, 300 ms debounce, at most 5,
          200 ms blur delay), as a listbox anchored under the input. */}
    </form>
  );
}
