"use client";

// A control sent with the page as a plain, look-alike placeholder, whose full version (a chunk of
// its own, e.g. with Headless UI) loads when the visitor first shows intent: points at it, focuses
// it or presses it. The full version then takes the placeholder's place, with the focus if the
// placeholder had it (`hadFocus`), the caret or selection of a focused text field (`selection`, so
// typing that goes on across the swap lands where the visitor meant) and knowing whether it was
// already pressed (`pressed`). Once
// loaded, controls mounted later in the tab's life (after a client navigation) start in full, so a
// click is never split between a placeholder and its replacement.
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";

type Loaded<P> = { Component: ComponentType<P>; hadFocus: boolean; selection: TextSelection | null; pressed: boolean };
export type TextSelection = { start: number; end: number };

/** The caret or selection of the focused text field inside `frame`, if any. */
function focusedSelection(frame: HTMLElement | null): TextSelection | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement) || !frame?.contains(active) || active.selectionStart === null) return null;
  return { start: active.selectionStart, end: active.selectionEnd ?? active.selectionStart };
}

const ready = new WeakMap<() => Promise<unknown>, ComponentType<never>>();

/**
 * With `swapOnPress` (a button that opens a menu), pointing at or touching the placeholder only
 * fetches the full version; it takes the placeholder's place when the placeholder is pressed (and
 * then opens at once) or focused from the keyboard. Swapped under a pointer that is about to press,
 * the press would be split: the browser sends its pointer-down to the removed placeholder and its
 * click to neither.
 */
export function useLoadOnIntent<P>(load: () => Promise<ComponentType<P>>, { swapOnPress = false } = {}) {
  const [loaded, setLoaded] = useState<Loaded<P> | null>(() => {
    const Component = ready.get(load) as ComponentType<P> | undefined;
    return Component ? { Component, hadFocus: false, selection: null, pressed: false } : null;
  });
  const frame = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const pressed = useRef(false);
  /** Whether the full version is to take the placeholder's place as soon as it has loaded. */
  const wanted = useRef(!swapOnPress);
  const arrived = useRef<ComponentType<P> | null>(null);
  const swap = useCallback(() => {
    const Component = arrived.current;
    if (!Component || !wanted.current) return;
    arrived.current = null;
    const hadFocus = frame.current?.contains(document.activeElement) ?? false;
    setLoaded({ Component, hadFocus, selection: focusedSelection(frame.current), pressed: pressed.current });
  }, []);
  const start = useCallback(() => {
    if (started.current) return swap();
    started.current = true;
    void load().then((Component) => {
      ready.set(load, Component as ComponentType<never>);
      arrived.current = Component;
      swap();
    });
  }, [load, swap]);
  /** Marks the placeholder pressed (the full version opens at once) and starts loading. */
  const press = useCallback(() => {
    pressed.current = true;
    wanted.current = true;
    start();
  }, [start]);
  const focus = useCallback(
    (event?: React.FocusEvent) => {
      if (event?.target instanceof Element && event.target.matches(":focus-visible")) wanted.current = true;
      start();
    },
    [start],
  );
  /**
   * Whether the placeholder was pressed, asked when the full version has mounted: a press that lands
   * while the full version is rendered but not yet in place counts too (`pressed` is as it was when
   * the code arrived).
   */
  const wasPressed = useCallback(() => pressed.current, []);
  /** Props for the placeholder's frame: intent anywhere inside it starts loading. */
  const intent = { ref: frame, onPointerEnter: start, onFocus: focus, onTouchStart: start };
  return { loaded, intent, press, wasPressed };
}

/**
 * For the full version's button: a ref that clicks it once mounted when the placeholder was pressed
 * (`openAtOnce`, useLoadOnIntent's `wasPressed`), so the menu or list the visitor asked for opens
 * (a click that is not a mouse press toggles it).
 */
export function useOpenAtOnce(openAtOnce: () => boolean) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openAtOnce()) button.current?.click();
  }, [openAtOnce]);
  return button;
}
