"use client";
// After a failed send, focus goes to the first field the server named (its message is the field's
// description, so it is read out) or else to the form's error, which is announced as an alert.
import { useEffect, useRef } from "react";

export function useFocusError(error: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error || !ref.current) return;
    const target =
      ref.current.querySelector<HTMLElement>("[aria-invalid='true'], [data-invalid]") ??
      ref.current.querySelector<HTMLElement>("[role='alert']");
    if (!target) return;
    if (target.tagName === "P" && !target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus();
  }, [error]);
  return ref;
}
