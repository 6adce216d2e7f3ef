"use client";

import { useEffect, useState, type FormEvent } from "react";
import { SearchIcon } from "@/components/ui/icons";
import { USERS_SEARCH_MAX_LENGTH } from "./users-url";
import { ClientForm } from "@/components/ui/client-form";

const DEBOUNCE_MS = 300;

type Props = {
  /** The search in the URL. */
  search: string;
  /** Applies a search (trimmed); the caller puts it in the URL and goes back to page 1. */
  onSearch: (search: string) => void;
};

/** The search box: applies the text after a 300 ms pause, or at once on Enter. */
export function UsersSearch({ search, onSearch }: Props) {
  const [text, setText] = useState(search);
  // The last search this box applied, and the URL's search it last saw.
  const [applied, setApplied] = useState(search);
  const [seen, setSeen] = useState(search);

  // The URL changed: either our own search arrived, or it came from elsewhere (a link), which wins.
  if (search !== seen) {
    setSeen(search);
    if (search !== applied) {
      setApplied(search);
      setText(search);
    }
  }

  useEffect(() => {
    const next = text.trim();
    if (next === applied) return;
    const timer = setTimeout(() => {
      setApplied(next);
      onSearch(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, onSearch]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = text.trim();
    if (next === applied) return;
    setApplied(next);
    onSearch(next);
  }

  return (
    <ClientForm role="search" aria-label="User search" onSubmit={submit} formClassName="w-full sm:max-w-sm">
      <label htmlFor="users-search" className="block text-sm font-medium text-slate-700">
        Search users
      </label>
      <div className="relative mt-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id="users-search"
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Name, email or phone"
          maxLength={USERS_SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className="block w-full rounded-md border border-slate-300 py-2 pr-3 pl-9 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </div>
    </ClientForm>
  );
}
