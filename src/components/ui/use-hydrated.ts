"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until the page hydrates, true after. A field whose typing only
 * works once hydrated (a combobox that searches as you type) stays read-only until then, so text
 * typed on a slow load is not shown and silently ignored.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
