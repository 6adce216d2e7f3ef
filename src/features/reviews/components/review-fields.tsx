"use client";
// The fields of a review (rating, title, text and, on a request link, the reviewer's name), shared
// by the request-link page and 'Write a review' on a profile. Errors come from the server's zod and
// show beside their fields; the form's ErrorSummary links to them.
import { describedBy, FieldError } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from "@/features/reviews/types";
import { StarRatingInput } from "./star-rating-input";

export type ReviewDraft = { rating: number | null; title: string; text: string };

/** The review's fields by the key their errors come under, with their controls' ids (for the ErrorSummary). */
export const reviewProblemFields = (idPrefix: string) =>
  ["rating", "title", "text"].map((key) => ({ key, id: `${idPrefix}-${key}` }));

export function ReviewFields({
  idPrefix,
  draft,
  onChange,
  errors,
}: {
  /** The start of the controls' ids, as given to reviewProblemFields. */
  idPrefix: string;
  draft: ReviewDraft;
  onChange: (draft: ReviewDraft) => void;
  errors: Readonly<Record<string, string | undefined>>;
}) {
  const titleId = `${idPrefix}-title`;
  const textId = `${idPrefix}-text`;
  return (
    <>
      <StarRatingInput
        id={`${idPrefix}-rating`}
        value={draft.rating}
        onChange={(rating) => onChange({ ...draft, rating })}
        error={errors.rating}
      />
      <div>
        <label htmlFor={titleId} className={LABEL_CLASS}>
          Title (optional)
        </label>
        <input
          id={titleId}
          className={INPUT_CLASS}
          maxLength={REVIEW_TITLE_MAX}
          value={draft.title}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
          {...describedBy(titleId, errors.title)}
        />
        <FieldError id={titleId} message={errors.title} announced={false} />
      </div>
      <div>
        <label htmlFor={textId} className={LABEL_CLASS}>
          Your review
          <span aria-hidden="true" className="text-red-600">
            {" "}
            *
          </span>
        </label>
        <textarea
          id={textId}
          className={`${INPUT_CLASS} h-36`}
          required
          minLength={REVIEW_TEXT_MIN}
          maxLength={REVIEW_TEXT_MAX}
          value={draft.text}
          onChange={(event) => onChange({ ...draft, text: event.target.value })}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${textId}-hint${errors.text ? ` ${textId}-error` : ""}`}
        />
        <p id={`${textId}-hint`} className="mt-1 text-xs text-slate-500">
          {draft.text.trim().length} / {REVIEW_TEXT_MAX.toLocaleString("en-US")} characters (at least {REVIEW_TEXT_MIN})
        </p>
        <FieldError id={textId} message={errors.text} announced={false} />
      </div>
    </>
  );
}
