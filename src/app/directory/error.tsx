"use client";

import { FOCUS_RING } from "@/components/ui/focus-ring";
import { DIRECTORY_LOAD_ERROR_MESSAGE } from "@/features/directory/types";

/** The directory could not load: the product's message and a way to try again. */
export default function DirectoryError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
      <p className="text-lg font-semibold text-slate-900">{DIRECTORY_LOAD_ERROR_MESSAGE}</p>
      <button type="button" onClick={() => reset()} className={`mt-6 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 ${FOCUS_RING}`}>
        Try again
      </button>
    </div>
  );
}
