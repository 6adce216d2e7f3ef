"use client";

// A public list's address and a 'Copy link' button.
import { useSyncExternalStore } from "react";
import { copyLink } from "@/components/ui/copy-link";
import { BUTTON_CLASS } from "@/components/ui/form-styles";

const sharedListPath = (listId: string) => `/shared-list/${listId}`;

const subscribe = () => () => undefined;

export function ShareLink({ listId }: { listId: string }) {
  const origin = useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => "",
  );
  const url = `${origin}${sharedListPath(listId)}`;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label className="sr-only" htmlFor={`share-${listId}`}>
        Share link
      </label>
      <input
        id={`share-${listId}`}
        readOnly
        value={url}
        onFocus={(event) => event.target.select()}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1 text-slate-700"
      />
      <button type="button" onClick={() => void copyLink(url)} className={BUTTON_CLASS}>
        Copy link
      </button>
    </div>
  );
}
