"use client";
// Move up, move down and remove for one item of an editable list (services, offers).
import { BUTTON_CLASS } from "@/components/ui/form-styles";

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function ListItemControls({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  onMove?: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {onMove && (
        <>
          <button
            type="button"
            className={BUTTON_CLASS}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={`Move ${label} up`}
          >
            Up
          </button>
          <button
            type="button"
            className={BUTTON_CLASS}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={`Move ${label} down`}
          >
            Down
          </button>
        </>
      )}
      <button
        type="button"
        className={`${BUTTON_CLASS} text-red-700`}
        onClick={onRemove}
        aria-label={`Remove ${label}`}
      >
        Remove
      </button>
    </div>
  );
}
