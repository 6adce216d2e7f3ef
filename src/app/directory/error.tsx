"use client";

import { PILL_BUTTON_CLASS } from "@/components/ui/form-styles";
import { DIRECTORY_LOAD_ERROR_MESSAGE } from "@/features/directory/types";
import { NO_STORE_PAGE } from "@/lib/page-cache-marker.mjs";

/** The directory could not load: the product's message and a way to try again. */
export default function DirectoryError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div role="alert" {...NO_STORE_PAGE} className="mx-auto w-full max-w-3xl px-4 py-16 text-center">
      <p className="text-lg font-semibold text-slate-900">{DIRECTORY_LOAD_ERROR_MESSAGE}</p>
      <button type="button" onClick={() => reset()} className={`mt-6 ${PILL_BUTTON_CLASS}`}>
        Try again
      </button>
    </div>
  );
}
