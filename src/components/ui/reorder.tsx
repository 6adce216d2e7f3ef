"use client";

// Reordering a list by buttons or by keyboard: focus a row's handle and press the up or down arrow.
import { useEffect, useRef } from "react";
import { BUTTON_CLASS } from "@/components/ui/form-styles";

/** The ids with the one at `index` moved by `delta` places, or null when it cannot move. */
export function moved(ids: readonly string[], index: number, delta: -1 | 1): string[] | null {
  const target = index + delta;
  if (target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

type Props = { label: string; index: number; count: number; busy?: boolean; onMove: (delta: -1 | 1) => void };

export function ReorderControls({ label, index, count, busy, onMove }: Props) {
  const handle = useRef<HTMLButtonElement>(null);
  const movedByKeyboard = useRef(false);
  // The row may be re-inserted when the list reorders; keep the keyboard user's focus on its handle.
  useEffect(() => {
    if (!movedByKeyboard.current) return;
    movedByKeyboard.current = false;
    handle.current?.focus();
  }, [index]);

  return (
    <span className="inline-flex gap-1">
      <button
        ref={handle}
        type="button"
        className={`${BUTTON_CLASS} cursor-grab px-2`}
        aria-label={`Reorder ${label}: press the up or down arrow`}
        aria-keyshortcuts="ArrowUp ArrowDown"
        onKeyDown={(event) => {
          if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
          event.preventDefault();
          if (busy) return;
          movedByKeyboard.current = true;
          onMove(event.key === "ArrowUp" ? -1 : 1);
        }}
      >
        ⇅
      </button>
      <button
        type="button"
        className={`${BUTTON_CLASS} px-2`}
        aria-label={`Move ${label} up`}
        disabled={busy || index === 0}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={`${BUTTON_CLASS} px-2`}
        aria-label={`Move ${label} down`}
        disabled={busy || index === count - 1}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </span>
  );
}
