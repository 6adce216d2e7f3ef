"use client";

// 'Join Directory' opens the waitlist form in a dialog. The dialog (join-directory-panel.tsx, with
// Headless UI's Dialog) loads when the button is pointed at, focused or pressed, not with the page.
import dynamic from "next/dynamic";
import { useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { WaitlistOptions } from "./waitlist-form";

const loadPanel = () => import("./join-directory-panel").then((module) => module.JoinDirectoryPanel);
const JoinDirectoryPanel = dynamic(loadPanel, { ssr: false });

export function JoinDirectoryDialog({ options }: { options: WaitlistOptions }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={`rounded-md px-5 py-2.5 text-sm font-semibold shadow ${FOCUS_RING} bg-brand-600 text-white hover:bg-brand-700`}
      >
        Join Directory
      </button>
      {used && <JoinDirectoryPanel open={open} onClose={() => setOpen(false)} options={options} />}
    </>
  );
}
