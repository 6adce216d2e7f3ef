// The one labelled select: its visible label wraps it (so the label names it), an optional empty
// first choice ('Any status', 'Choose a city'), then options, or groups of options. No client code,
// so server-rendered GET forms and client forms share it; other props (name, defaultValue or
// value/onChange, required, disabled) go to the <select>.
import type { SelectHTMLAttributes } from "react";
import { INPUT_CLASS, LABEL_CLASS } from "./form-styles";

export type SelectOption = { value: string; label: string };
export type SelectOptionGroup = { group: string; options: SelectOption[] };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "children"> & {
  label: React.ReactNode;
  options: ReadonlyArray<SelectOption | SelectOptionGroup>;
  /** The first choice, with the empty value ('Any status'); none when left out. */
  empty?: string;
  /** Extra classes for the label (its width, grid span). */
  className?: string;
};

const optionOf = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

export function SelectField({ label, options, empty, className = "", ...select }: Props) {
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
export const slugOptions = (items: ReadonlyArray<{ slug: string; name: string }>): SelectOption[] => items.map((item) => ({ value: item.slug, label: item.name }));
