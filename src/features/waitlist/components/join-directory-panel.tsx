"use client";

// The 'Join Directory' dialog, loaded when its button is first used (join-directory-dialog.tsx).

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { WaitlistForm, type WaitlistOptions } from "./waitlist-form";
import { WaitlistSuccess } from "./waitlist-success";
import { useWaitlistForm } from "./use-waitlist-form";

const BUTTON = `rounded-md px-5 py-2.5 text-sm font-semibold shadow ${FOCUS_RING}`;

type Props = { open: boolean; onClose: () => void; options: WaitlistOptions; location?: string };

/** The dialog with the waitlist form. Closing keeps typed data; closing after success resets. */
export function JoinDirectoryPanel({ open, onClose, options, location }: Props) {
  const form = useWaitlistForm(location);

  function close() {
    onClose();
    if (form.status === "submitted") form.reset();
  }

  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex max-h-[90vh] w-full max-w-[600px] flex-col rounded-xl bg-white shadow-xl">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div>
              <DialogTitle className="text-lg font-bold text-slate-900">Join the LocalHub Directory</DialogTitle>
              <p className="text-sm text-slate-600">Reserve your spot before we launch in your area.</p>
            </div>
            <button
              type="button"
              aria-label="Close dialog"
              onClick={close}
              className={`rounded-md px-2 text-xl text-slate-500 hover:bg-slate-100 ${FOCUS_RING}`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="max-h-[70vh] overflow-y-auto px-6 py-4">
            {form.status === "submitted" ? (
              <WaitlistSuccess>
                <button
                  type="button"
                  onClick={close}
                  className={`${BUTTON} mt-2 bg-brand-600 text-white hover:bg-brand-700`}
                >
                  Close
                </button>
              </WaitlistSuccess>
            ) : (
              <WaitlistForm form={form} options={options} label="Join the directory" />
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
