"use client";

// The toaster (react-hot-toast's Toaster) loads on the visitor's first interaction, not with the
// page: every toast answers something the visitor did, so its live region is in place before the
// answer arrives. A toast raised before it loads still shows (react-hot-toast keeps them in a store).
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

const Toaster = dynamic(() => import("react-hot-toast").then((module) => module.Toaster), { ssr: false });
const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin"] as const;

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
  if (!wanted) return null;
  return (
    <Toaster
      position="bottom-right"
      toastOptions={{ duration: 4000, ariaProps: { role: "status", "aria-live": "polite" } }}
    />
  );
}
