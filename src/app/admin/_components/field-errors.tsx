// Field errors from a failed mutation (the server's zod or AppError field), shown under the field
// and announced; the field points at its message with aria-describedby.
"use client";

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
