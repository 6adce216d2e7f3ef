"use client";
// The one labelled long-text box (Headless UI's Textarea), in the TextField's `filled` look: the
// hint under the label, the error as the box's accessible description.
import { Description, Field, Textarea } from "@headlessui/react";
import { FieldError } from "./field-errors";
import { FIELD_CONTROL_CLASS } from "./form-styles";
import { FieldLabel } from "./text-field";

type Props = {
  label: string;
  /** Names the box, for a link to it (the form's ErrorSummary). */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  error?: string;
  hint?: string;
};

export function TextAreaField({ label, id, value, onChange, error, hint, maxLength, rows = 4 }: Props) {
  return (
    <Field className="block">
      <FieldLabel label={label} htmlFor={id} />
      {hint && <Description className="text-xs text-slate-500">{hint}</Description>}
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={rows}
        maxLength={maxLength}
        invalid={Boolean(error)}
        className={FIELD_CONTROL_CLASS.filled}
      />
      <FieldError message={error} />
    </Field>
  );
}
