import Link from "next/link";
import { isUnsetImage } from "@/features/site-settings/schema";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { HeroIllustration } from "./hero-illustration";

const PICTURE_CLASS = "absolute inset-0 -z-10 size-full object-cover";

/** The admin's hero image when one is set (not empty, not /placeholder.svg), else the bundled illustration. */
export function Hero({ imageSetting }: { imageSetting: string }) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-brand-700">
      {isUnsetImage(imageSetting) ? (
        <HeroIllustration className={PICTURE_CLASS} />
      ) : (
        // The page's largest picture: fetched before the scripts.
        // eslint-disable-next-line @next/next/no-img-element -- the admin may host the hero image anywhere
        <img src={imageSetting.trim()} alt="" data-testid="hero-image" fetchPriority="high" className={PICTURE_CLASS} />
      )}
      {/* The text spans the picture on narrow screens, so the shade covers it evenly there; from lg the
          text sits on the left and the shade fades towards the right. Either way the text keeps AA. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-slate-950/75 lg:hidden" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-gradient-to-r from-slate-950/85 via-slate-950/70 to-slate-950/30 lg:block"
      />
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32 lg:px-8">
        <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25">
          Trusted by 10,000+ local businesses
        </p>
        <h1 id="hero-heading" className="mt-6 max-w-2xl text-4xl font-bold tracking-tight text-white sm:text-5xl">
          Discover trusted local businesses
        </h1>
        <p className="mt-5 max-w-xl text-lg text-slate-100">
          Find verified shops, trades, clinics and restaurants across Texas, read real reviews, and connect with the
          people who keep your community running.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            href="/directory"
            className={`rounded-full bg-white px-5 py-3 text-sm font-semibold text-brand-700 shadow hover:bg-brand-50 ${FOCUS_RING}`}
          >
            Browse the Directory
          </Link>
          <Link
            href="#waitlist"
            className="rounded-full bg-white/10 px-5 py-3 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            List your business
          </Link>
        </div>
      </div>
    </section>
  );
}
