"use client";

import { FOCUS_RING } from "@/components/ui/focus-ring";
import { WaitlistForm, type WaitlistOptions } from "./waitlist-form";
import { WaitlistSuccess } from "./waitlist-success";
import { useWaitlistForm } from "./use-waitlist-form";

/**
 * The form inside the 'Reserve Your Spot' card; after joining it offers to add another business.
 * `location` fills the Location field (an area page's city or ZIP code).
 */
export function InlineWaitlistForm({ options, location }: { options: WaitlistOptions; location?: string }) {
  const form = useWaitlistForm(location);
  if (form.status === "submitted") {
    return (
      <WaitlistSuccess>
        <button
          type="button"
          onClick={form.reset}
          className={`mt-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 ${FOCUS_RING}`}
        >
          Add another business
        </button>
      </WaitlistSuccess>
    );
  }
  return <WaitlistForm form={form} options={options} label="Reserve your spot" />;
}
