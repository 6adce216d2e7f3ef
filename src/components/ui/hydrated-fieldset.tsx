"use client";

import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Controls that only work with the page's script, disabled until the page hydrates. On a slow load
 * a press before then would be lost (its handler is not attached yet) and text typed into the
 * server's HTML would be replaced by the state at hydration; disabled, they show they are not ready
 * and take the visitor's action a moment later. Links inside stay usable.
 */
export function HydratedFieldset({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={`min-w-0 ${className ?? ""}`}>
      {children}
    </fieldset>
  );
}
