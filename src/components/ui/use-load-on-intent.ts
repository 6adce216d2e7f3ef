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

export function useLoadOnIntent<P>(load: () => Promise<ComponentType<P>>) {
  const [loaded, setLoaded] = useState<Loaded<P> | null>(() => {
    const Component = ready.get(load) as ComponentType<P> | undefined;
    return Component ? { Component, hadFocus: false, selection: null, pressed: false } : null;
  });
  const frame = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const pressed = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void load().then((Component) => {
      ready.set(load, Component as ComponentType<never>);
      const hadFocus = frame.current?.contains(document.activeElement) ?? false;
      setLoaded({ Component, hadFocus, selection: focusedSelection(frame.current), pressed: pressed.current });
    });
  }, [load]);
  /** Marks the placeholder pressed (the full version opens at once) and starts loading. */
  const press = useCallback(() => {
    pressed.current = true;
    start();
  }, [start]);
  /** Props for the placeholder's frame: intent anywhere inside it starts loading. */
  const intent = { ref: frame, onPointerEnter: start, onFocus: start, onTouchStart: start };
  return { loaded, intent, press };
}

/**
 * For the full version's button: a ref that clicks it once mounted when the placeholder was pressed
 * (`openAtOnce`), so the menu or list the visitor asked for opens (a click that is not a mouse press
 * toggles it).
 */
export function useOpenAtOnce(openAtOnce: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openAtOnce) button.current?.click();
  }, [openAtOnce]);
  return button;
}
