"use client";

// The small-screen menu: a side panel with search, the header's links and the account actions. The
// panel (mobile-menu-panel.tsx, with Headless UI's Dialog) loads when the button is pointed at,
// focused or pressed, not with the page.
import dynamic from "next/dynamic";
import { MenuIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useOnDemandDialog } from "@/components/ui/use-on-demand-dialog";
import { useViewer } from "@/components/providers/viewer";
import { SIGN_IN_LINK } from "./nav-links";

const loadPanel = () => import("./mobile-menu-panel").then((module) => module.MobileMenuPanel);
const MobileMenuPanel = dynamic(loadPanel, { ssr: false });

type Props = { signInLink?: string; placeLabels: Readonly<Record<string, string>> };

export function MobileMenu({ signInLink = SIGN_IN_LINK.href, placeLabels }: Props) {
  const { open, used, close, trigger } = useOnDemandDialog(loadPanel);
  const user = useViewer();
  return (
    <div className="md:hidden">
      <button
        type="button"
        {...trigger}
        aria-label="Open menu"
        className={`grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 ${FOCUS_RING}`}
      >
        <MenuIcon className="size-6" />
      </button>
      {used && (
        <MobileMenuPanel open={open} close={close} user={user} signInLink={signInLink} placeLabels={placeLabels} />
      )}
    </div>
  );
}
