"use client";
// The one labelled check box (Headless UI's Checkbox): a brand-coloured box with a tick, its label
// beside it.
import { Checkbox, Field, Label } from "@headlessui/react";
import { FOCUS_RING } from "./focus-ring";

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Field className="flex items-center gap-2" disabled={disabled}>
      <Checkbox
        checked={checked}
        onChange={onChange}
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
    </Field>
  );
}
