// Labelled, controlled inputs for the waitlist form; errors are the fields' accessible descriptions.
import { Description, Field, Input, Label, Select } from "@headlessui/react";

export const INPUT_CLASS =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm outline-none placeholder:text-slate-400 data-[disabled]:cursor-not-allowed data-[disabled]:bg-slate-100 data-[disabled]:text-slate-500 data-[focus]:border-brand-500 data-[focus]:ring-2 data-[focus]:ring-brand-500/30 data-[invalid]:border-red-500";

type Common = { label: string; value: string; onChange: (value: string) => void; error?: string; required?: boolean };

function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <Label className="text-sm font-medium text-slate-700">
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-600">
          {" "}
          *
        </span>
      )}
    </Label>
  );
}

function FieldError({ error }: { error?: string }) {
  return error ? <Description className="mt-1 text-xs text-red-600">{error}</Description> : null;
}

type TextFieldProps = Common & {
  name: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  placeholder?: string;
  list?: string;
  maxLength?: number;
};

export function TextField({ label, name, value, onChange, error, required, type = "text", autoComplete, placeholder, list, maxLength = 200 }: TextFieldProps) {
  return (
    <Field className="block">
      <FieldLabel label={label} required={required} />
      <Input
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        invalid={Boolean(error)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        list={list}
        maxLength={maxLength}
        className={INPUT_CLASS}
      />
      <FieldError error={error} />
    </Field>
  );
}

type SelectFieldProps = Common & {
  name: string;
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  disabled?: boolean;
};

export function SelectField({ label, name, value, onChange, error, required, placeholder, options, disabled }: SelectFieldProps) {
  return (
    <Field className="block" disabled={disabled}>
      <FieldLabel label={label} required={required} />
      <Select name={name} value={value} onChange={(event) => onChange(event.target.value)} required={required} invalid={Boolean(error)} className={INPUT_CLASS}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldError error={error} />
    </Field>
  );
}
