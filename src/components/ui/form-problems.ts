// What an ErrorSummary lists, built from a failed submit: one problem per field in the form's
// order (with the id of the control it links to), then any problem the form shows no field for.
// Pure, so the server-rendered forms and the tests share it.

/** One problem of a form: its message, and the id of the control it is about (none for the whole form). */
export type FormProblem = { message: string; fieldId?: string };

/**
 * A form's field: the key its errors come under (the input's path, "businessName"), its control's
 * id, and what the summary says before its message when the message alone would not say which
 * field it is ("Service 2: ").
 */
export type ProblemField = { key: string; id: string; prefix?: string };

/** "There is 1 problem" / "There are 3 problems": the summary's heading. */
export function problemsHeading(count: number): string {
  return count === 1 ? "There is 1 problem" : `There are ${count} problems`;
}

/**
 * The problems of a failed submit: `errors` by field key (a server answer's fieldErrors, first
 * message each, or the form's own checks) in the order of `fields`, then errors under keys the form
 * has no field for, then `formError` (the answer's message), unless a field already says it.
 */
export function formProblems(
  fields: readonly ProblemField[],
  errors: Readonly<Record<string, string | undefined>>,
  formError?: string | null,
): FormProblem[] {
  const known = new Set(fields.map((field) => field.key));
  const problems: FormProblem[] = [
    ...fields.flatMap((field) =>
      errors[field.key] ? [{ message: `${field.prefix ?? ""}${errors[field.key]!}`, fieldId: field.id }] : [],
    ),
    ...Object.entries(errors).flatMap(([key, message]) => (!known.has(key) && message ? [{ message }] : [])),
  ];
  if (formError && !problems.some((problem) => problem.message === formError)) problems.push({ message: formError });
  return problems;
}
