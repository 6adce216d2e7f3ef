// /review/confirm?token=...: the link emailed to the address a review request went to. A review
// written through the request is published only once it is confirmed here.
import type { Metadata } from "next";
import { ConfirmReviewForm } from "@/features/reviews/components/confirm-review-form";
import { REVIEW_MESSAGES } from "@/features/reviews/schema";
import { HowReviewsWorkNote } from "@/features/reviews/components/how-reviews-work-note";

export const metadata: Metadata = { title: "Confirm your review | LocalHub", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ConfirmReviewPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Confirm your review</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {typeof token === "string" && token.length > 0 && token.length <= 100 ? (
          <ConfirmReviewForm token={token} />
        ) : (
          <p role="alert" className="text-red-700">
            {REVIEW_MESSAGES.confirmInvalid}
          </p>
        )}
      </div>
      <HowReviewsWorkNote />
    </div>
  );
}
