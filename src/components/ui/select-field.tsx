// The one labelled select, in two looks.
// - native (without `look`): its visible label wraps it (so the label names it), an optional empty
//   first choice ('Any status', 'Choose a city'), then options, or groups of options. No client
//   code, so server-rendered GET forms and client forms share it; other props (name, defaultValue
//   or value/onChange, required, disabled) go to the <select>.
// - `look="filled"`: Headless UI's Field and Select, as the TextField of the same look (the waitlist, the
//   claim form and the business editor): controlled, the empty first choice always there, the
//   error as the select's accessible description, `required` marking the label.
import { Field, Select } from "@headlessui/react";
import type { SelectHTMLAttributes } from "react";
import { FieldError } from "./field-errors";
import { FIELD_CONTROL_CLASS, INPUT_CLASS, LABEL_CLASS } from "./form-styles";
import { FieldLabel } from "./text-field";

export type SelectOption = { value: string; label: string };
type SelectOptionGroup = { group: string; options: SelectOption[] };

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "children"> & {
  look?: undefined;
  label: React.ReactNode;
  options: ReadonlyArray<SelectOption | SelectOptionGroup>;
  /** The first choice, with the empty value ('Any status'); none when left out. */
  empty?: string;
  /** Extra classes for the label (its width, grid span). */
  className?: string;
};

type FilledProps = {
  look: "filled";
  label: string;
  /** Names the select, for a link to it (the form's ErrorSummary). */
  id?: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<SelectOption>;
  /** The first choice, with the empty value ('Choose a category'). */
  empty: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

const optionOf = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

export function SelectField(props: NativeProps | FilledProps) {
  if (props.look === "filled") {
    const { label, id, name, value, onChange, error, required, empty, options, disabled } = props;
    return (
      <Field className="block" disabled={disabled}>
        <FieldLabel label={label} required={required} htmlFor={id} />
        <Select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          invalid={Boolean(error)}
          className={FIELD_CONTROL_CLASS.filled}
        >
          <option value="">{empty}</option>
          {options.map(optionOf)}
        </Select>
        <FieldError message={error} />
      </Field>
    );
  }
  const { label, options, empty, className = "", ...select } = props;
  return (
    <label className={`${LABEL_CLASS} ${className}`}>
      {label}
      <select {...select} className={INPUT_CLASS}>
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((option) =>
          "group" in option ? (
            <optgroup key={option.group} label={option.group}>
              {option.options.map(optionOf)}
            </optgroup>
          ) : (
            optionOf(option)
          ),
        )}
      </select>
    </label>
  );
}

/** Options from a list of `{ slug, name }` (cities, categories). */
export const slugOptions = (items: ReadonlyArray<{ slug: string; name: string }>): SelectOption[] =>
  items.map((item) => ({ value: item.slug, label: item.name }));
