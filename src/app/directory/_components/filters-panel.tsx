"use client";

// Large screens show the filters beside the results. On phones a 'Filters' button opens them in a
// bottom sheet (Headless UI Dialog: focus kept inside, Escape closes); each change applies at once,
// and the sheet's 'Show N results' button, counting the results as they arrive, closes it. The
// filters are rendered in one place at a time, so their ids stay unique.
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useDirectoryNavigation } from "./directory-navigation";
import { activeFilterCount } from "./directory-url";

export function FiltersPanel({ total, children }: { total: number; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const { state, isPending } = useDirectoryNavigation();
  const active = activeFilterCount(state);
  return (
    <div>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`flex w-full items-center justify-between rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 lg:hidden ${FOCUS_RING}`}
      >
        <span>Filters{active > 0 && <span className="ml-1 font-normal text-slate-600">({active} active)</span>}</span>
        <span aria-hidden="true">☰</span>
      </button>
      {!open && <div className="hidden lg:block">{children}</div>}
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50 lg:hidden">
        <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
        <div className="fixed inset-x-0 bottom-0 flex max-h-[85vh]">
          <DialogPanel data-testid="filters-sheet" className="flex w-full flex-col rounded-t-2xl bg-white shadow-xl">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <DialogTitle className="text-base font-semibold text-slate-900">Filters</DialogTitle>
              <button type="button" onClick={() => setOpen(false)} className={`rounded-md p-1 text-slate-600 hover:bg-slate-100 ${FOCUS_RING}`}>
                <CloseIcon className="size-5" />
                <span className="sr-only">Close filters</span>
              </button>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4">{children}</div>
            <div className="border-t border-slate-200 p-3">
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-busy={isPending}
                className={`w-full rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-600 ${FOCUS_RING}`}
              >
                {isPending ? "Updating results…" : `Show ${total} ${total === 1 ? "result" : "results"}`}
              </button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </div>
  );
}
