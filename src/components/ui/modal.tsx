"use client";

// A titled modal dialog (Headless UI: focus trapped, Escape closes) for forms; confirmations use ConfirmDialog.
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";

type ModalProps = { open: boolean; onClose: () => void; title: string; children: React.ReactNode; wide?: boolean };

export function Modal({ open, onClose, title, children, wide }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          className={`max-h-[90vh] w-full overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${wide ? "max-w-3xl" : "max-w-md"}`}
        >
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
