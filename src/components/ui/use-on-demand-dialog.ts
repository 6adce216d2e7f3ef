"use client";
// A button that opens a dialog (or side panel) whose code loads on demand: the chunk is fetched when
// the button is pointed at or focused, and the panel is first rendered when the button is pressed,
// so the page does not carry it. Spread `trigger` on the button; render the panel once `used`. The
// button is disabled until the page hydrates, so a press is never lost to a missing handler.
import { useState } from "react";
import { useHydrated } from "./use-hydrated";

export function useOnDemandDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const hydrated = useHydrated();
  const preload = () => void load();
  return {
    open,
    used,
    close: () => setOpen(false),
    trigger: {
      onClick: () => {
        setUsed(true);
        setOpen(true);
      },
      onPointerEnter: preload,
      onFocus: preload,
      "aria-expanded": open,
      disabled: !hydrated,
    },
  };
}
