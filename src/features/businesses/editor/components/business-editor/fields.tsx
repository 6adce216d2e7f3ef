"use client";
// The editor's controls beyond the waitlist's text and select fields: long text, numbers, check
// boxes, and the section frame. Errors are each field's accessible description.
import { Checkbox, Description, Field, Input, Label, Textarea } from "@headlessui/react";
import { INPUT_CLASS } from "@/features/waitlist/components/form-controls";
import { FOCUS_RING } from "@/components/ui/focus-ring";

export { SelectField, TextField } from "@/features/waitlist/components/form-controls";

/** Field errors of one section, keyed by the field's path inside the section ("0.priceTo", "businessName"). */
export type SectionErrors = Record<string, string | undefined>;

export function FieldError({ error }: { error?: string }) {
  return error ? <Description className="mt-1 text-xs text-red-600">{error}</Description> : null;
}

type Common = { label: string; error?: string; hint?: string };

export function TextAreaField({ label, value, onChange, error, hint, maxLength, rows = 4 }: Common & { value: string; onChange: (value: string) => void; maxLength: number; rows?: number }) {
  return (
    <Field className="block">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      {hint && <Description className="text-xs text-slate-500">{hint}</Description>}
      <Textarea value={value} onChange={(event) => onChange(event.target.value)} rows={rows} maxLength={maxLength} invalid={Boolean(error)} className={INPUT_CLASS} />
      <FieldError error={error} />
    </Field>
  );
}

/** A number typed as text, so an empty box means "none" and a half-typed value is not lost. */
export function NumberField({ label, value, onChange, error, step = "any", min }: Common & { value: string; onChange: (value: string) => void; step?: string; min?: number }) {
  return (
    <Field className="block">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Input type="number" inputMode="decimal" step={step} min={min} value={value} onChange={(event) => onChange(event.target.value)} invalid={Boolean(error)} className={INPUT_CLASS} />
      <FieldError error={error} />
    </Field>
  );
}

export function DateField({ label, value, onChange, error }: Common & { value: string; onChange: (value: string) => void }) {
  return (
    <Field className="block">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Input type="date" value={value} onChange={(event) => onChange(event.target.value)} invalid={Boolean(error)} className={INPUT_CLASS} />
      <FieldError error={error} />
    </Field>
  );
}

export function CheckboxField({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <Field className="flex items-center gap-2" disabled={disabled}>
      <Checkbox
        checked={checked}
        onChange={onChange}
        className={`group grid size-4 place-items-center rounded border border-slate-400 bg-white data-checked:border-brand-600 data-checked:bg-brand-600 data-disabled:opacity-50 ${FOCUS_RING}`}
      >
        <svg viewBox="0 0 14 14" fill="none" aria-hidden="true" className="size-3 stroke-white opacity-0 group-data-checked:opacity-100">
          <path d="M3 8L6 11L11 3.5" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Checkbox>
      <Label className="text-sm text-slate-700">{label}</Label>
    </Field>
  );
}

/** A titled part of the editor; `action` is its Save button when sections save one by one. */
export function EditorSection({ id, title, description, action, error, children }: { id: string; title: string; description?: string; action?: React.ReactNode; error?: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {action && <div className="mt-4 flex justify-end border-t border-slate-100 pt-4">{action}</div>}
    </section>
  );
}
