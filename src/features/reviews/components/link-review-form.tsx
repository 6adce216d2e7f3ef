"use client";
// The form of /review/{code}: writes the review through the link, once. It is published at once for
// a signed-in visitor with a verified email; anyone else confirms it from the emailed link first.
import Link from "next/link";
import { useState } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { FieldError } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { REVIEW_MESSAGES } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { ReviewFields, reviewProblemFields, type ReviewDraft } from "./review-fields";
import { ClientForm } from "@/components/ui/client-form";

const FIELDS = [...reviewProblemFields("link-review"), { key: "reviewerName", id: "reviewer-name" }];

export function LinkReviewForm({
  code,
  reviewerName,
  profilePath,
  confirmsByEmail,
}: {
  code: string;
  reviewerName: string;
  profilePath: string;
  confirmsByEmail: boolean;
}) {
  const [draft, setDraft] = useState<ReviewDraft>({ rating: null, title: "", text: "" });
  const [name, setName] = useState(reviewerName);
  const errors = useFormErrors(FIELDS);
  const submit = api.reviews.submitWithLink.useMutation({ onError: errors.show });

  if (submit.isSuccess && submit.data.status !== "published") {
    return (
      <div role="status" className="space-y-3">
        <p className="text-lg font-semibold text-slate-900">
          {submit.data.status === "pending_email" ? REVIEW_MESSAGES.checkEmail : REVIEW_MESSAGES.heldForModeration}
        </p>
      </div>
    );
  }
  if (submit.isSuccess) {
    return (
      <div role="status" className="space-y-3">
        <p className="text-lg font-semibold text-emerald-700">{REVIEW_MESSAGES.published}</p>
        <Link href={submit.data.profilePath} className="font-medium text-brand-700 hover:underline">
          See your review on the business&apos;s page
        </Link>
      </div>
    );
  }
  const used = submit.error?.message === REVIEW_MESSAGES.linkUsed;
  return (
    <ClientForm
      aria-label="Write your review"
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        // Sent without a rating too: the server names every problem at once, the rating's as well.
        const rating = draft.rating as number;
        submit.mutate({ code, rating, title: draft.title, text: draft.text, reviewerName: name });
      }}
    >
      <ErrorSummary {...errors.summary} />
      <ReviewFields idPrefix="link-review" draft={draft} onChange={setDraft} errors={errors.fieldErrors} />
      <div>
        <label htmlFor="reviewer-name" className={LABEL_CLASS}>
          Your name
          <span aria-hidden="true" className="text-red-600">
            {" "}
            *
          </span>
        </label>
        <input
          id="reviewer-name"
          className={INPUT_CLASS}
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          aria-invalid={errors.fieldErrors.reviewerName ? true : undefined}
          aria-describedby={`reviewer-name-hint${errors.fieldErrors.reviewerName ? " reviewer-name-error" : ""}`}
        />
        <p id="reviewer-name-hint" className="mt-1 text-xs text-slate-500">
          Shown with your review. Your email is never shown.
        </p>
        <FieldError id="reviewer-name" message={errors.fieldErrors.reviewerName} announced={false} />
      </div>
      {used && (
        <Link href={profilePath} className="block text-sm font-medium text-brand-700 underline">
          See the business&apos;s page
        </Link>
      )}
      {confirmsByEmail && (
        <p className="text-sm text-slate-600">
          We will email a confirmation link to the address this request was sent to. Your review is published once you
          confirm it.
        </p>
      )}
      <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={submit.isPending}>
        {submit.isPending ? "Publishing..." : "Publish review"}
      </button>
    </ClientForm>
  );
}
