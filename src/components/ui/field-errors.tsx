// Field errors from a failed mutation (the server's zod or AppError field), shown under the field
// and announced; the field points at its message with aria-describedby. And the end of a form: its
// form-wide error, the submit button and Cancel.
"use client";

import { Description } from "@headlessui/react";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "./form-styles";

type ErrorWithFields = { data?: { fieldErrors?: Record<string, string[]> } | null } | null | undefined;

/** The first message for each field of a failed mutation. */
export function fieldErrorsOf(error: ErrorWithFields): Record<string, string> {
  const fields = error?.data?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0] ?? ""]));
}

/** Props that tie a control to its error message. */
export function describedBy(id: string, message: string | undefined) {
  return message ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}

/**
 * A field's error message. With `id` it follows a native control, which points at it with
 * describedBy(id). Without, it sits in a Headless UI Field, which makes it its control's
 * description. `announced` has it read out as it appears: by default with `id` and not without; a
 * form with an ErrorSummary, which is announced, leaves its fields' messages quiet.
 */
export function FieldError({
  id,
  message,
  announced = id !== undefined,
}: {
  id?: string;
  message: string | undefined;
  announced?: boolean;
}) {
  if (!message) return null;
  if (id === undefined) {
    return (
      <Description role={announced ? "alert" : undefined} className="mt-1 text-xs text-red-600">
        {message}
      </Description>
    );
  }
  return (
    <p id={`${id}-error`} role={announced ? "alert" : undefined} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

type FormFooterProps = {
  /**
   * The failed mutation: its message shows here unless it named a field the form shows errors for.
   * None when an ErrorSummary at the form's top says every problem.
   */
  error?: (ErrorWithFields & { message: string }) | null;
  /** False when the form has no FieldError under its fields: then every error shows here. */
  fieldErrorsShown?: boolean;
  /** A form-wide problem found before sending: shown instead of the error, and the form cannot be sent. */
  problem?: string | null;
  busy: boolean;
  submitLabel: string;
  /** The submit button's text while sending ('Saving...'); the submit label when left out. */
  busyLabel?: string;
  /** Cancel closes the form; without it no Cancel button is shown. */
  onCancel?: () => void;
  /** More buttons after the submit button (Delete). */
  children?: React.ReactNode;
  errorClassName?: string;
};

/** The end of a form: a form-wide error (announced), the submit button, Cancel and any other buttons. */
export function FormFooter({
  error,
  fieldErrorsShown = true,
  problem,
  busy,
  submitLabel,
  busyLabel = submitLabel,
  onCancel,
  children,
  errorClassName = "",
}: FormFooterProps) {
  const shownAtField = fieldErrorsShown && Object.keys(fieldErrorsOf(error)).length > 0;
  const message = problem ?? (error && !shownAtField ? error.message : null);
  return (
    <>
      {message && (
        <p role="alert" className={`text-sm text-red-700 ${errorClassName}`}>
          {message}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy || Boolean(problem)}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={BUTTON_CLASS} onClick={onCancel}>
            Cancel
          </button>
        )}
        {children}
      </div>
    </>
  );
}
