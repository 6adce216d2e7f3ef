// Field errors from a failed mutation (the server's zod or AppError field), shown under the field
// and announced; the field points at its message with aria-describedby.
"use client";

import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";

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

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

type FormFooterProps = {
  /** The failed mutation: its message shows here unless it named a field (then the field shows it). */
  error: (ErrorWithFields & { message: string }) | null | undefined;
  busy: boolean;
  submitLabel: string;
  /** Cancel closes the form; without it no Cancel button is shown. */
  onCancel?: () => void;
  errorClassName?: string;
};

/** The end of an admin form: a form-wide error (announced), the submit button and Cancel. */
export function FormFooter({ error, busy, submitLabel, onCancel, errorClassName = "" }: FormFooterProps) {
  return (
    <>
      {error && !Object.keys(fieldErrorsOf(error)).length && (
        <p role="alert" className={`text-sm text-red-700 ${errorClassName}`}>
          {error.message}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={BUTTON_CLASS} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </>
  );
}
