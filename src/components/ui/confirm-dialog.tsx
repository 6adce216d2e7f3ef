"use client";

// The one confirmation dialog: every destructive action (delete, deactivate, reject, bulk actions)
// asks through it. Headless UI traps focus, closes on Escape and labels the dialog by its title;
// the cancel button takes the first focus, so Enter alone never confirms a destructive action.
import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import { useRef } from "react";
import { FOCUS_RING } from "./focus-ring";
import { Spinner } from "./spinner";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in the product's words (e.g. 'This deletes the list and its 12 businesses.'). */
  description: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red for destructive actions (the default), brand colour otherwise. */
  tone?: "danger" | "primary";
  /** While the action runs: the confirm button shows a spinner and both buttons are disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Optional extra fields (a reason, a typed confirmation) shown between the text and the buttons. */
  children?: React.ReactNode;
  /** Disables the confirm button (e.g. until a typed confirmation matches). */
  confirmDisabled?: boolean;
};

const BUTTON = `inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60 ${FOCUS_RING}`;

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  busy = false,
  onConfirm,
  onClose,
  children,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmClass =
    tone === "danger" ? "bg-red-600 text-white hover:bg-red-700" : "bg-brand-600 text-white hover:bg-brand-700";
  return (
    <Dialog
      open={open}
      onClose={() => (busy ? undefined : onClose())}
      initialFocus={cancelRef}
      className="fixed inset-0 z-50"
    >
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-bold text-slate-900">{title}</DialogTitle>
          <Description as="div" className="mt-2 text-sm text-slate-600">
            {description}
          </Description>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex justify-end gap-3">
            <button
              ref={cancelRef}
              type="button"
              onClick={onClose}
              disabled={busy}
              className={`${BUTTON} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={busy || confirmDisabled}
              className={`${BUTTON} ${confirmClass}`}
            >
              {busy ? <Spinner size="sm" label="Working..." /> : null}
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
