"use client";

import { BUTTON_CLASS } from "@/components/ui/form-styles";

type Props = { page: number; totalPages: number; onPage: (page: number) => void };

/** Previous / Next and "Page X of Y". The buttons stay focusable at the ends (aria-disabled). */
export function UsersPagination({ page, totalPages, onPage }: Props) {
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label="Users pages" className="flex items-center justify-between gap-4">
      <p className="text-sm text-slate-600">
        Page {page} of {totalPages}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          aria-disabled={!hasPrevious}
          onClick={() => hasPrevious && onPage(Math.min(page - 1, totalPages))}
          className={BUTTON_CLASS}
        >
          Previous
        </button>
        <button
          type="button"
          aria-disabled={!hasNext}
          onClick={() => hasNext && onPage(page + 1)}
          className={BUTTON_CLASS}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
