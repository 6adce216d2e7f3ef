"use client";
// The phones' filter sheet (Headless UI Dialog: focus kept inside, Escape closes), loaded when the
// 'Filters' button is first pointed at, focused or pressed (filters-panel.tsx).
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { CloseIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useDirectoryNavigation } from "./directory-navigation";

type Props = { open: boolean; onClose: () => void; total: number; children: React.ReactNode };

export function FiltersSheet({ open, onClose, total, children }: Props) {
  const { isPending } = useDirectoryNavigation();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-x-0 bottom-0 flex max-h-[85vh]">
        <DialogPanel data-testid="filters-sheet" className="flex w-full flex-col rounded-t-2xl bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <DialogTitle className="text-base font-semibold text-slate-900">Filters</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className={`rounded-md p-1 text-slate-600 hover:bg-slate-100 ${FOCUS_RING}`}
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">Close filters</span>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
          <div className="border-t border-slate-200 p-3">
            <button
              type="button"
              onClick={onClose}
              aria-busy={isPending}
              className={`w-full rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-600 ${FOCUS_RING}`}
            >
              {isPending ? "Updating results…" : `Show ${total} ${total === 1 ? "result" : "results"}`}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
