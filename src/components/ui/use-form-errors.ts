"use client";
// A form's errors after its last submit: messages by field (shown beside each field), a message for
// the whole form, and the number of failed submits (the ErrorSummary's cue to take focus again).
// Given the form's fields, it also builds the summary's props: `<ErrorSummary {...errors.summary} />`.

import { useState } from "react";
import { fieldErrorsOf } from "./field-errors";
import { formProblems, type FormProblem, type ProblemField } from "./form-problems";

type Failure = { message: string; data?: { fieldErrors?: Record<string, string[]> } | null };
type FormErrors = { fieldErrors: Record<string, string | undefined>; formError: string | null; failures: number };

const NO_FIELDS: readonly ProblemField[] = [];

export function useFormErrors(fields: readonly ProblemField[] = NO_FIELDS) {
  const [state, setState] = useState<FormErrors>({ fieldErrors: {}, formError: null, failures: 0 });
  const fail = (fieldErrors: FormErrors["fieldErrors"], formError: string | null = null) =>
    setState((current) => ({ fieldErrors, formError, failures: current.failures + 1 }));
  const summary: { problems: FormProblem[]; attempt: number } = {
    problems: formProblems(fields, state.fieldErrors, state.formError),
    attempt: state.failures,
  };
  return {
    ...state,
    /** The ErrorSummary's props: the problems in the order of `fields`, and its cue to take focus. */
    summary,
    /** Before a new submit, or when the form closes: the old messages go. */
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

export type FormErrorsState = ReturnType<typeof useFormErrors>;
