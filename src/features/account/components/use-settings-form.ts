"use client";

import { useState } from "react";

type Failure = { message: string; data?: { fieldErrors?: Record<string, string[]> | undefined } | null };

/** Field errors and a form-level error from a tRPC failure, for the /account forms. */
export function useFormErrors() {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return {
    fieldErrors,
    formError,
    clear() {
      setFieldErrors({});
      setFormError(null);
    },
    show(error: Failure) {
      const fields = Object.fromEntries(
        Object.entries(error.data?.fieldErrors ?? {}).map(([key, messages]) => [key, messages[0]]),
      );
      setFieldErrors(fields);
      setFormError(Object.keys(fields).length ? null : error.message);
    },
  };
}

/** Reads named text fields from a submitted form. */
export function formValues<K extends string>(
  event: React.FormEvent<HTMLFormElement>,
  names: readonly K[],
): Record<K, string> {
  const form = new FormData(event.currentTarget);
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? "")])) as Record<K, string>;
}
