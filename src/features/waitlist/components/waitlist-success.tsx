// What the form area shows once the business has joined: the spec's texts, then that the spot is
// kept once the emailed confirmation link is used.
import type { ReactNode } from "react";
import { WAITLIST_CONFIRM_NOTE } from "@/features/waitlist/types";

export function WaitlistSuccess({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-700"
      >
        ✓
      </span>
      <h3 className="text-xl font-bold text-slate-900">You&apos;re in the directory!</h3>
      <p className="max-w-sm text-sm text-slate-600">
        Thanks for joining our directory. We&apos;ll notify you as soon as the product launches in your area.
      </p>
      <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
        Early Access Reserved
      </span>
      <p className="max-w-sm text-sm font-medium text-slate-700">{WAITLIST_CONFIRM_NOTE}</p>
      {children}
    </div>
  );
}
