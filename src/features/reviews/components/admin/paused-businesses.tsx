"use client";
// Businesses whose owner reported extortion: their new reviews are held until an admin resumes them.
import Link from "next/link";
import { useRouter } from "next/navigation";
import toast from "react-hot-toast";
import { LocalTime } from "@/components/ui/local-time";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { REVIEW_MESSAGES } from "@/features/reviews/types";
import { api, type RouterOutputs } from "@/trpc/react";
import { reviewsHref } from "./review-params";

export function PausedBusinesses({ businesses }: { businesses: RouterOutputs["adminReviews"]["paused"] }) {
  const router = useRouter();
  const resume = api.adminReviews.resumeReviews.useMutation({
    onSuccess: () => {
      toast.success(REVIEW_MESSAGES.reviewsResumed);
      router.refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  if (businesses.length === 0) return null;
  return (
    <section aria-labelledby="paused-reviews-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="paused-reviews-title" className="font-semibold text-amber-950">
        Reviews paused after an extortion report
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        New reviews of these businesses are held for moderation until you resume them.
      </p>
      <ul className="mt-3 space-y-2">
        {businesses.map((business) => (
          <li key={business.id} className="flex flex-wrap items-center gap-3 text-sm" data-testid="paused-business">
            <span className="font-medium text-slate-900">{business.businessName}</span>
            <span className="text-slate-600">{business.city}</span>
            {business.reviewsPausedAt && (
              <span className="text-slate-600">
                since <LocalTime at={business.reviewsPausedAt} />
              </span>
            )}
            <Link href={reviewsHref({ businessId: business.id })} className="text-brand-700 underline">
              Its reviews
            </Link>
            <button
              type="button"
              className={BUTTON_CLASS}
              disabled={resume.isPending}
              onClick={() => resume.mutate({ businessId: business.id })}
              aria-label={`Resume reviews of ${business.businessName}`}
            >
              Resume reviews
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
