// A customer's personal review link (/review/{linkCode}): the business, then the review form, or
// why the link no longer works.
import Link from "next/link";
import { LogoImage } from "@/components/ui/image-with-fallback";
import type { readReviewLink } from "@/features/reviews/submit";
import { LinkReviewForm } from "@/features/reviews/components/link-review-form";
import { REVIEW_MESSAGES } from "@/features/reviews/schema";
import { HowReviewsWorkNote } from "@/features/reviews/components/how-reviews-work-note";

type ReviewLinkData = NonNullable<Awaited<ReturnType<typeof readReviewLink>>>;

export function ReviewLink({ code, link }: { code: string; link: ReviewLinkData }) {
  const { business } = link;
  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
      <header className="flex items-center gap-4">
        <LogoImage
          src={business.logoUrl}
          name={business.name}
          className="size-16 shrink-0 rounded-lg border border-slate-200"
          markClassName="bg-brand-600 text-2xl text-white"
        />
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{business.name}</h1>
          <p className="text-slate-600">{business.city}</p>
        </div>
      </header>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {link.state === "used" && (
          <div className="space-y-3">
            <p className="text-lg font-semibold text-slate-900">{REVIEW_MESSAGES.linkUsed}</p>
            <Link href={business.path} className="font-medium text-brand-700 hover:underline">
              See {business.name}&apos;s page
            </Link>
          </div>
        )}
        {link.state === "expired" && (
          <div className="space-y-3">
            <p className="text-lg font-semibold text-slate-900">{REVIEW_MESSAGES.linkExpired}</p>
            <p className="text-slate-600">
              Review links work for 30 days. You can still review {business.name} on its page when signed in.
            </p>
            <Link href={business.path} className="font-medium text-brand-700 hover:underline">
              See {business.name}&apos;s page
            </Link>
          </div>
        )}
        {link.state === "open" && (
          <>
            <h2 className="mb-2 text-lg font-semibold text-slate-900">How was your experience?</h2>
            <p className="mb-4 text-sm text-slate-600">
              Tell other customers what it was like, good or bad: every honest review is welcome and is shown the same
              way.
            </p>
            <LinkReviewForm
              code={code}
              reviewerName={link.reviewerName}
              profilePath={business.path}
              confirmsByEmail={link.confirmsByEmail}
            />
          </>
        )}
      </div>
      <HowReviewsWorkNote />
    </div>
  );
}
