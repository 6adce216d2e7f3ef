// The line under a review page that points to the public rules (/how-reviews-work).
import { IntentLink } from "@/components/ui/intent-link";
import { HOW_REVIEWS_WORK_PATH } from "../types";

export function HowReviewsWorkNote() {
  return (
    <p className="mt-6 text-sm text-slate-600">
      <IntentLink href={HOW_REVIEWS_WORK_PATH} className="font-medium text-brand-700 hover:underline">
        How reviews work on LocalHub
      </IntentLink>
    </p>
  );
}
