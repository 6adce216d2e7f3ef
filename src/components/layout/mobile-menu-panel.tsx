"use client";

// The small-screen menu's panel (Headless UI Dialog), loaded when the menu button is first pointed
// at, focused or pressed (mobile-menu.tsx).
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import Link from "next/link";
import { signOut } from "@/components/ui/sign-out";
import { HeaderSearch } from "@/features/directory/components/header-search";
import { CloseIcon } from "@/components/ui/icons";
import { NavLinkList } from "./nav-link-list";
import { ACCOUNT_SETTINGS_LINK, mobileLinksFor, SIGN_IN_LINK, SIGN_UP_LINK, type HeaderUser } from "./nav-links";
import { FOCUS_RING } from "@/components/ui/focus-ring";

const buttonBase = `block w-full rounded-lg px-4 py-2.5 text-center text-sm font-semibold ${FOCUS_RING}`;

type Props = {
  open: boolean;
  close: () => void;
  user: HeaderUser | null;
  signInLink: string;
  placeLabels: Readonly<Record<string, string>>;
};

export function MobileMenuPanel({ open, close, user, signInLink, placeLabels }: Props) {
  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/40 transition-opacity duration-300 data-closed:opacity-0"
      />
      <div className="fixed inset-y-0 right-0 flex w-full max-w-xs">
        <DialogPanel
          transition
          data-testid="mobile-menu"
          className="flex w-full flex-col overflow-y-auto bg-white shadow-xl transition duration-300 ease-out data-closed:translate-x-full"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <DialogTitle className="text-base font-semibold text-slate-900">Menu</DialogTitle>
            <button
              type="button"
              onClick={close}
              aria-label="Close menu"
              className={`grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 ${FOCUS_RING}`}
            >
              <CloseIcon className="size-6" />
            </button>
          </div>
          <div className="border-b border-slate-200 p-4">
            <HeaderSearch id="mobile-search" withSubmitButton onSearch={close} placeLabels={placeLabels} loadAtOnce />
          </div>
          <nav aria-label="Mobile" className="p-2">
            <NavLinkList links={mobileLinksFor(user)} variant="panel" onNavigate={close} />
          </nav>
          <div className="mt-auto space-y-2 border-t border-slate-200 p-4">
            {user ? (
              <>
                <p className="truncate text-sm text-slate-500">
                  Signed in as <span className="font-medium text-slate-900">{user.name}</span>
                </p>
                <Link
                  href={ACCOUNT_SETTINGS_LINK.href}
                  onClick={close}
                  className={`${buttonBase} border border-slate-300 text-slate-700 hover:bg-slate-50`}
                >
                  {ACCOUNT_SETTINGS_LINK.label}
                </Link>
                <button
                  type="button"
                  onClick={() => void signOut("/")}
                  className={`${buttonBase} border border-slate-300 text-slate-700 hover:bg-slate-50`}
                >
                  Sign Out
                </button>
              </>
            ) : (
              <>
                <Link
                  href={SIGN_UP_LINK.href}
                  onClick={close}
                  className={`${buttonBase} bg-brand-600 text-white hover:bg-brand-700`}
                >
                  {SIGN_UP_LINK.label}
                </Link>
                <Link
                  href={signInLink}
                  onClick={close}
                  className={`${buttonBase} border border-slate-300 text-slate-700 hover:bg-slate-50`}
                >
                  {SIGN_IN_LINK.label}
                </Link>
              </>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
