"use client";
// The one labelled check box (Headless UI's Checkbox): a brand-coloured box with a tick, its label
// beside it. An error under it is its accessible description and marks it invalid; `id` names the
// box, for a link to it (the form's ErrorSummary).
import { Checkbox, Field, Label } from "@headlessui/react";
import { FieldError } from "./field-errors";
import { FOCUS_RING } from "./focus-ring";

export function CheckboxField({
  label,
  id,
  checked,
  onChange,
  disabled,
  error,
}: {
  label: string;
  id?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <Field disabled={disabled}>
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={checked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          className={`group grid size-4 place-items-center rounded border border-slate-400 bg-white data-checked:border-brand-600 data-checked:bg-brand-600 data-disabled:opacity-50 ${FOCUS_RING}`}
        >
          <svg
            viewBox="0 0 14 14"
            fill="none"
            aria-hidden="true"
            className="size-3 stroke-white opacity-0 group-data-checked:opacity-100"
          >
            <path d="M3 8L6 11L11 3.5" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Checkbox>
        <Label className="text-sm text-slate-700">{label}</Label>
      </div>
      <FieldError message={error} />
    </Field>
  );
}
