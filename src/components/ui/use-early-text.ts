"use client";
// A text box sent with the page works before the page's script does: what a visitor types then is
// in the box but not in React's state, which hydrates with the text the page was sent with. On
// mount this hands the box's own text to the state, so the box (and the full version that later
// takes its place) goes on from what the visitor sees, and nothing typed is lost or doubled.
import { useLayoutEffect, type RefObject } from "react";

/**
 * Calls `onTyped` once, on mount, with the box's text when it differs from the text it was sent
 * with (its default value, which hydration sets to the state's).
 */
export function useEarlyText(box: RefObject<HTMLInputElement | null>, onTyped: (text: string) => void) {
  useLayoutEffect(() => {
    const input = box.current;
    if (input && input.value !== input.defaultValue) onTyped(input.value);
    // Once, on mount: later changes reach the state through the box's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
