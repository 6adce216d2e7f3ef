"use client";
// The fields of a review (rating, title, text and, on a request link, the reviewer's name), shared
// by the request-link page and 'Write a review' on a profile. Errors come from the server's zod.
import { useId } from "react";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from "@/features/reviews/types";
import { StarRatingInput } from "./star-rating-input";

export type ReviewDraft = { rating: number | null; title: string; text: string };

export function ReviewFields({
  draft,
  onChange,
  errorOf,
}: {
  draft: ReviewDraft;
  onChange: (draft: ReviewDraft) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const id = useId();
  const textError = errorOf("text");
  const titleError = errorOf("title");
  return (
    <>
      <StarRatingInput
        value={draft.rating}
        onChange={(rating) => onChange({ ...draft, rating })}
        error={errorOf("rating")}
      />
      <label className={`${LABEL_CLASS} block`}>
        Title (optional)
        <input
          className={INPUT_CLASS}
          maxLength={REVIEW_TITLE_MAX}
          value={draft.title}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
          aria-invalid={!!titleError}
        />
        {titleError && <span className="mt-1 block text-xs text-red-600">{titleError}</span>}
      </label>
      <div>
        <label htmlFor={`${id}-text`} className={LABEL_CLASS}>
          Your review
          <span aria-hidden="true" className="text-red-600">
            {" "}
            *
          </span>
        </label>
        <textarea
          id={`${id}-text`}
          className={`${INPUT_CLASS} h-36`}
          required
          minLength={REVIEW_TEXT_MIN}
          maxLength={REVIEW_TEXT_MAX}
          value={draft.text}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
          aria-invalid={!!textError}
          aria-describedby={`${id}-text-hint${textError ? ` ${id}-text-error` : ""}`}
        />
        <p id={`${id}-text-hint`} className="mt-1 text-xs text-slate-500">
          {draft.text.trim().length} / {REVIEW_TEXT_MAX.toLocaleString("en-US")} characters (at least {REVIEW_TEXT_MIN})
        </p>
        {textError && (
          <p id={`${id}-text-error`} className="mt-1 text-xs text-red-600">
            {textError}
          </p>
        )}
      </div>
    </>
  );
}

/** The first error of a field from a tRPC error's zod field errors; a missing rating is caught before sending. */
export function fieldErrorsOf(
  error: { data?: { fieldErrors?: Record<string, string[] | undefined> } | null } | null | undefined,
) {
  const errors = error?.data?.fieldErrors ?? {};
  return (field: string) => errors[field]?.[0];
}
