// Small labelled form controls shared by the sign-in and sign-up forms.
import { Field, Input, Label } from "@headlessui/react";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm outline-none data-[focus]:border-brand-500 data-[focus]:ring-2 data-[focus]:ring-brand-500/30 data-[invalid]:border-red-500";

type TextFieldProps = {
  label: string;
  name: string;
  type?: string;
  autoComplete?: string;
  error?: string;
  defaultValue?: string;
  hint?: string;
};

export function TextField({ label, name, type = "text", autoComplete, error, defaultValue, hint }: TextFieldProps) {
  return (
    <Field className="block">
      <Label className="text-sm font-medium text-slate-700">{label}</Label>
      <Input name={name} type={type} autoComplete={autoComplete} defaultValue={defaultValue} invalid={Boolean(error)} className={inputClass} />
      {hint && !error && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
    </Field>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}

export function SubmitButton({ pending, idle, busy }: { pending: boolean; idle: string; busy: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="w-full rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      {pending ? busy : idle}
    </button>
  );
}
