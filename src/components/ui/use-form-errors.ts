"use client";
// A form's errors after its last submit: messages by field (shown beside each field), a message for
// the whole form, and the number of failed submits (the ErrorSummary's cue to take focus again).

import { useState } from "react";
import { fieldErrorsOf } from "./field-errors";

type Failure = { message: string; data?: { fieldErrors?: Record<string, string[]> } | null };
type FormErrors = { fieldErrors: Record<string, string | undefined>; formError: string | null; failures: number };

export function useFormErrors() {
  const [state, setState] = useState<FormErrors>({ fieldErrors: {}, formError: null, failures: 0 });
  const fail = (fieldErrors: FormErrors["fieldErrors"], formError: string | null = null) =>
    setState((current) => ({ fieldErrors, formError, failures: current.failures + 1 }));
  return {
    ...state,
    /** Before a new submit: the old messages go. */
    clear: () => setState((current) => ({ ...current, fieldErrors: {}, formError: null })),
    /** A failed submit found by the form itself: messages by field, and one for the whole form. */
    fail,
    /** A failed call: its field errors (first message each) beside their fields, its message when it named none. */
    show(error: Failure) {
      const fields = fieldErrorsOf(error);
      fail(fields, Object.keys(fields).length ? null : error.message);
    },
  };
}
