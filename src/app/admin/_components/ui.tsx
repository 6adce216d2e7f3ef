// Small pieces shared by the admin screens: class strings, a titled toast, a modal dialog and an empty-state panel.
"use client";

import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import toast from "react-hot-toast";
import { FOCUS_RING } from "@/components/ui/focus-ring";
export { BUTTON_CLASS } from "../users/_components/styles";

export const PRIMARY_BUTTON_CLASS = `rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`;
export const DANGER_BUTTON_CLASS = `rounded-md bg-red-600 px-3 py-1.5 text-sm font-semibold text-white shadow-sm hover:bg-red-700 disabled:opacity-60 ${FOCUS_RING}`;
export const INPUT_CLASS =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";
export const LABEL_CLASS = "block text-sm font-medium text-slate-700";

/** A toast with a bold title and a line of description. */
export function titledToast(kind: "success" | "error", title: string, description: string) {
  const body = (
    <span>
      <strong className="block">{title}</strong>
      <span className="block text-sm text-slate-600">{description}</span>
    </span>
  );
  return kind === "success" ? toast.success(body) : toast.error(body);
}

type ModalProps = { open: boolean; onClose: () => void; title: string; children: React.ReactNode; wide?: boolean };

export function Modal({ open, onClose, title, children, wide }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className={`max-h-[90vh] w-full overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${wide ? "max-w-3xl" : "max-w-md"}`}>
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <div className="mt-4">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export function EmptyPanel({ children }: { children: React.ReactNode }) {
  return <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">{children}</p>;
}

/** A list query in its states: an error, loading or empty panel, or else the list drawn by `children`. */
export function QueryList<T>({ query, noun, empty, children }: {
  query: { isError: boolean; data: T[] | undefined };
  /** What the list holds, e.g. "challenges" ('Loading challenges...'). */
  noun: string;
  empty: string;
  children: (items: T[]) => React.ReactNode;
}) {
  if (query.isError) return <EmptyPanel>{`Error loading ${noun}. Please try again.`}</EmptyPanel>;
  if (!query.data) return <EmptyPanel>{`Loading ${noun}...`}</EmptyPanel>;
  if (!query.data.length) return <EmptyPanel>{empty}</EmptyPanel>;
  return children(query.data);
}
