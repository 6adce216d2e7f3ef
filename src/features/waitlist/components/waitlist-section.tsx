// The waitlist section (anchor #waitlist) shown on the home page, /business, organisation pages and
// area pages. Server-rendered: categories and challenge suggestions come with the page; only the
// form and the city picker's progress run in the browser. On an area page (`location` given) the
// form starts with the area in its Location field and the page shows the progress instead.
import "server-only";
import { db } from "@/platform/db";
import { challengeSuggestions, topCategories } from "@/features/waitlist/queries";
import { InlineWaitlistForm } from "./inline-waitlist-form";
import { JoinDirectoryDialog } from "./join-directory-dialog";
import { WaitingCount } from "./waiting-count";
import { CheckList } from "@/components/ui/check-list";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import Link from "next/link";

const PERKS = [
  "A verified listing the day we launch in your area",
  "Early access to the business dashboard",
  "Priority placement among founding members",
];

export async function WaitlistSection({ location }: { location?: string }) {
  const [categories, challenges] = await Promise.all([topCategories(db), challengeSuggestions(db)]);
  const options = { categories, challenges };
  return (
    <section id="waitlist" aria-labelledby="waitlist-heading" className="scroll-mt-16 bg-slate-50 py-16">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[2fr_3fr]">
        <div className="space-y-6">
          <h2 id="waitlist-heading" className="text-3xl font-bold text-slate-900">
            Be the first to transform your business network
          </h2>
          <p className="text-slate-600">
            LocalHub is opening city by city. Join the directory now and we&apos;ll tell you the moment it launches in
            your area.
          </p>
          <CheckList items={PERKS} className="space-y-2 text-sm text-slate-700" />
          <JoinDirectoryDialog options={options} location={location} />
          {location === undefined && <WaitingCount />}
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-xl font-bold text-slate-900">Reserve Your Spot</h3>
          <p className="mb-4 text-sm text-slate-600">Fields marked * are required.</p>
          <InlineWaitlistForm options={options} location={location} />
        </div>
      </div>
    </section>
  );
}

/** A page's call to action that scrolls to the section (the business landing, an area page). */
export function ReserveSpotLink({ className }: { className: string }) {
  return (
    <Link
      href="#waitlist"
      className={`${className} inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white shadow hover:bg-brand-700 ${FOCUS_RING}`}
    >
      Reserve your spot
    </Link>
  );
}
