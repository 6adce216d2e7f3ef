import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export function JoinCall() {
  return (
    <section aria-labelledby="join-heading" className="px-4 pb-16 sm:px-6 lg:px-8">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 rounded-3xl bg-slate-900 px-8 py-12 text-white md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="join-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Own a local business? Join LocalHub.
          </h2>
          <p className="mt-2 max-w-xl text-slate-300">
            Get found by customers nearby, collect real reviews and grow with a network of local owners.
          </p>
        </div>
        <Link
          href="#waitlist"
          className={`shrink-0 rounded-full bg-brand-500 px-6 py-3 text-sm font-semibold text-white hover:bg-brand-600 ${FOCUS_RING}`}
        >
          Join the Waitlist
        </Link>
      </div>
    </section>
  );
}
