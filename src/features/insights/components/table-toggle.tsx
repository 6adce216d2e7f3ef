"use client";
// A chart's numbers as a table: always read out by screen readers, shown on the page on demand.
import { useId, useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export function TableToggle({ label, children }: { label: string; children: React.ReactNode }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        className={`rounded-sm text-sm font-medium text-brand-700 hover:underline ${FOCUS_RING}`}
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? "Hide the table" : "Show as a table"}
      </button>
      {/* Shown, it scrolls: keyboard users reach it with Tab and scroll it with the arrow keys. */}
      <div
        id={id}
        className={shown ? `mt-3 max-h-[32rem] overflow-auto ${FOCUS_RING}` : "sr-only"}
        tabIndex={shown ? 0 : undefined}
        role={shown ? "region" : undefined}
        aria-label={shown ? label : undefined}
      >
        {children}
      </div>
    </div>
  );
}
