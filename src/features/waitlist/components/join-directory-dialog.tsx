"use client";

// 'Join Directory' opens the waitlist form in a dialog. The dialog (join-directory-panel.tsx, with
// Headless UI's Dialog) loads when the button is pointed at, focused or pressed, not with the page.
import dynamic from "next/dynamic";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useOnDemandDialog } from "@/components/ui/use-on-demand-dialog";
import type { WaitlistOptions } from "./waitlist-form";

const loadPanel = () => import("./join-directory-panel").then((module) => module.JoinDirectoryPanel);
const JoinDirectoryPanel = dynamic(loadPanel, { ssr: false });

export function JoinDirectoryDialog({ options, location }: { options: WaitlistOptions; location?: string }) {
  const { open, used, close, trigger } = useOnDemandDialog(loadPanel);
  return (
    <>
      <button
        type="button"
        {...trigger}
        className={`rounded-md px-5 py-2.5 text-sm font-semibold shadow ${FOCUS_RING} bg-brand-600 text-white hover:bg-brand-700`}
      >
        Join Directory
      </button>
      {used && <JoinDirectoryPanel open={open} onClose={close} options={options} location={location} />}
    </>
  );
}
