"use client";

// Reordering a list by buttons or by keyboard: focus a row's handle and press the up or down arrow.
import { BUTTON_CLASS } from "@/components/ui/form-styles";

/** The ids with the one at `index` moved by `delta` places, or null when it cannot move. */
export function moved(ids: readonly string[], index: number, delta: -1 | 1): string[] | null {
  const target = index + delta;
  if (target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

type Props = { label: string; index: number; count: number; disabled?: boolean; onMove: (delta: -1 | 1) => void };

export function ReorderControls({ label, index, count, disabled, onMove }: Props) {
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        className={`${BUTTON_CLASS} cursor-grab px-2`}
        aria-label={`Reorder ${label}: press the up or down arrow`}
        aria-keyshortcuts="ArrowUp ArrowDown"
        disabled={disabled}
        onKeyDown={(event) => {
          if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
          event.preventDefault();
          onMove(event.key === "ArrowUp" ? -1 : 1);
        }}
      >
        ⇅
      </button>
      <button type="button" className={`${BUTTON_CLASS} px-2`} aria-label={`Move ${label} up`} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
        ↑
      </button>
      <button type="button" className={`${BUTTON_CLASS} px-2`} aria-label={`Move ${label} down`} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
        ↓
      </button>
    </span>
  );
}
