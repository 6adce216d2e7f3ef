// Moving a photo in the editor's grid, by its buttons or by dragging it onto another photo, and
// what a screen reader hears about it.
import { moveItem } from "@/features/businesses/editor/components/business-editor/list-controls";

export type PhotoMove = { order: string[]; from: number; to: number };

/** The ids with `id` moved to `to` (clamped to the list), or null when it does not move. */
export function movePhoto(ids: readonly string[], id: string, to: number): PhotoMove | null {
  const from = ids.indexOf(id);
  const target = Math.min(Math.max(to, 0), ids.length - 1);
  if (from < 0 || target === from) return null;
  return { order: moveItem(ids, from, target), from, to: target };
}

/** A drop of `dragged` on `target`: the dragged photo takes the target's place. */
export function dropPhoto(ids: readonly string[], dragged: string, target: string): PhotoMove | null {
  const to = ids.indexOf(target);
  return to < 0 ? null : movePhoto(ids, dragged, to);
}

export const moveAnnouncement = (move: PhotoMove) =>
  `Photo ${move.from + 1} of ${move.order.length} moved to position ${move.to + 1}.`;
