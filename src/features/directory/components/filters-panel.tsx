"use client";

// Large screens show the filters beside the results. On phones a 'Filters' button opens them in a
// bottom sheet (filters-sheet.tsx, loaded when the button is first pointed at, focused or pressed);
// each change applies at once, and the sheet's 'Show N results' button, counting the results as
// they arrive, closes it. The filters are rendered in one place at a time, so their ids stay unique.
import dynamic from "next/dynamic";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useOnDemandDialog } from "@/components/ui/use-on-demand-dialog";
import { useDirectoryNavigation } from "./directory-navigation";
import { activeFilterCount } from "./directory-url";

const loadSheet = () => import("./filters-sheet").then((module) => module.FiltersSheet);
const FiltersSheet = dynamic(loadSheet, { ssr: false });

export function FiltersPanel({ total, children }: { total: number; children: React.ReactNode }) {
  const { open, used, close, trigger } = useOnDemandDialog(loadSheet);
  const { state } = useDirectoryNavigation();
  const active = activeFilterCount(state);
  return (
    <div>
      <button
        type="button"
        aria-haspopup="dialog"
        {...trigger}
        className={`flex w-full items-center justify-between rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 lg:hidden ${FOCUS_RING}`}
      >
        <span>Filters{active > 0 && <span className="ml-1 font-normal text-slate-600">({active} active)</span>}</span>
        <span aria-hidden="true">☰</span>
      </button>
      {!open && <div className="hidden lg:block">{children}</div>}
      {used && (
        <FiltersSheet open={open} onClose={close} total={total}>
          {children}
        </FiltersSheet>
      )}
    </div>
  );
}
