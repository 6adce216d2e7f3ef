"use client";

// The toaster (react-hot-toast's Toaster) loads on the visitor's first interaction, not with the
// page: every toast answers something the visitor did, so its live region is in place before the
// answer arrives. A toast raised before it loads still shows (react-hot-toast keeps them in a store).
// Toasts sit bottom right (bottom centre on phones); while a menu is open they move to the top when
// there is more room above it than below, so they never cover the menu (ui/toast-clearance.ts).
import dynamic from "next/dynamic";
import { useEffect, useState, useSyncExternalStore } from "react";
import { subscribeToastClearance, toastClearanceElement } from "@/components/ui/toast-clearance";

const Toaster = dynamic(() => import("react-hot-toast").then((module) => module.Toaster), { ssr: false });
const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin"] as const;
const PHONE = "(max-width: 639px)";

export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, want, { capture: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  const edge = useToastEdge();
  if (!wanted) return null;
  const side = window.matchMedia(PHONE).matches ? "center" : "right";
  return (
    <Toaster
      position={`${edge}-${side}`}
      toastOptions={{ duration: 4000, ariaProps: { role: "status", "aria-live": "polite" } }}
    />
  );
}

/** The edge toasts use: the bottom, or the top while an open menu has more room above than below. */
function useToastEdge(): "top" | "bottom" {
  const element = useSyncExternalStore(subscribeToastClearance, toastClearanceElement, () => null);
  const [edge, setEdge] = useState<"top" | "bottom">("bottom");
  useEffect(() => {
    if (!element) return;
    // Follows the menu each frame while it is open: it is placed after it mounts and moves on scroll.
    let frame = 0;
    const place = () => {
      const box = element.getBoundingClientRect();
      setEdge(box.top > window.innerHeight - box.bottom ? "top" : "bottom");
      frame = requestAnimationFrame(place);
    };
    place();
    return () => cancelAnimationFrame(frame);
  }, [element]);
  return element ? edge : "bottom";
}
