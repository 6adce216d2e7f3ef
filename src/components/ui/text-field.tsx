// The one labelled text box (Headless UI's Field, Label and Input), used by every form that has
// one. Uncontrolled with `defaultValue`, or controlled with `value` and `onChange`. Its look:
// - `plain` (the default): the sign-in, sign-up, password and account-link forms;
// - `native`: /account, with the admin forms' native box;
// - `filled`: the waitlist, the claim form and the business editor.
// The error under the box (else the hint) is the box's accessible description, and marks it invalid.
// `required` marks the label with an asterisk (hidden from screen readers: the box says it). `id`
// names the box, for a link to it (the form's ErrorSummary).
import { Description, Field, Input, Label } from "@headlessui/react";
import type { HTMLAttributes } from "react";
import { FieldError } from "./field-errors";
import { FIELD_CONTROL_CLASS, FIELD_LABEL_CLASS, INPUT_CLASS, LABEL_CLASS } from "./form-styles";

type FieldLook = "plain" | "native" | "filled";

const LOOKS: Record<FieldLook, { label: string; control: string }> = {
  plain: { label: FIELD_LABEL_CLASS, control: FIELD_CONTROL_CLASS.plain },
  native: { label: LABEL_CLASS, control: `${INPUT_CLASS} data-invalid:border-red-500` },
  filled: { label: FIELD_LABEL_CLASS, control: FIELD_CONTROL_CLASS.filled },
};

/** A Headless UI field's label; `required` adds the asterisk; `htmlFor` when its control has an `id` of its own. */
export function FieldLabel({
  label,
  required,
  className = FIELD_LABEL_CLASS,
  htmlFor,
}: {
  label: string;
  required?: boolean;
  className?: string;
  htmlFor?: string;
}) {
  return (
    <Label className={className} htmlFor={htmlFor}>
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

type TextFieldProps = {
  label: string;
  id?: string;
  look?: FieldLook;
  name?: string;
  type?: string;
  value?: string;
  onChange?: (value: string) => void;
  defaultValue?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  list?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  step?: string;
  min?: number;
};

export function TextField({
  label,
  id,
  look = "plain",
  name,
  type = "text",
  value,
  onChange,
  error,
  hint,
  required,
  ...input
}: TextFieldProps) {
  const classes = LOOKS[look];
  return (
    <Field className="block">
      <FieldLabel label={label} required={required} className={classes.label} htmlFor={id} />
      <Input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
        required={required}
        invalid={Boolean(error)}
        {...input}
        className={classes.control}
      />
      {hint && !error && <Description className="mt-1 text-xs text-slate-500">{hint}</Description>}
      <FieldError message={error} />
    </Field>
  );
}
