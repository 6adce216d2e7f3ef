"use client";
// A labelled search-as-you-type picker (the search combobox) over a server search: the caller
// keeps the typed text, runs its query, and passes the matches in; this draws the field, the list,
// the 'nothing found' line and, when asked, a button that clears the choice. The field is read-only
// until the page hydrates, so text typed on a slow load is not shown and then ignored.
import { ComboboxOption, Field, Label } from "@headlessui/react";
import type { ReactNode } from "react";
import { FOCUS_RING } from "./focus-ring";
import { INPUT_CLASS, LABEL_CLASS } from "./form-styles";
import { CloseIcon } from "./icons";
import { SearchCombobox } from "./search-combobox";
import { useHydrated } from "./use-hydrated";

type Props<T extends { id: string }> = {
  label: string;
  placeholder: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /** Called with the field's text as it is typed, and with "" when the list closes. */
  onTextChange: (text: string) => void;
  /** The matches for the text typed so far (none until there is enough text to search). */
  options: T[];
  /** Shown in the list when the search for the current text found nothing; null while none ran. */
  emptyMessage: string | null;
  displayValue: (value: T) => string;
  renderOption: (value: T) => ReactNode;
  /** The accessible name of a button that clears the choice, shown while something is chosen. */
  clearLabel?: string;
};

export function PickerCombobox<T extends { id: string }>(props: Props<T>) {
  const {
    label,
    placeholder,
    value,
    onChange,
    onTextChange,
    options,
    emptyMessage,
    displayValue,
    renderOption,
    clearLabel,
  } = props;
  const hydrated = useHydrated();
  return (
    <Field>
      <Label className={LABEL_CLASS}>{label}</Label>
      <SearchCombobox<T>
        value={value}
        onChoose={onChange}
        onClose={() => onTextChange("")}
        by="id"
        displayValue={(chosen) => (chosen ? displayValue(chosen) : "")}
        onTextChange={onTextChange}
        inputProps={{
          className: `${INPUT_CLASS} ${clearLabel ? "pr-8" : ""}`,
          placeholder,
          readOnly: !hydrated,
          autoComplete: "off",
        }}
        list={{
          props: {
            modal: false,
            className:
              "absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible",
          },
          children: (
            <>
              {emptyMessage !== null && options.length === 0 && (
                <p className="px-3 py-2 text-slate-500">{emptyMessage}</p>
              )}
              {options.map((option) => (
                <ComboboxOption
                  key={option.id}
                  value={option}
                  className="data-focus:text-brand-900 cursor-pointer px-3 py-2 text-slate-800 data-focus:bg-brand-50"
                >
                  {renderOption(option)}
                </ComboboxOption>
              ))}
            </>
          ),
        }}
        layout={(input, list) => (
          <div className="relative mt-1">
            {input}
            {clearLabel && value && (
              <button
                type="button"
                aria-label={clearLabel}
                onClick={() => onChange(null)}
                className={`absolute inset-y-0 right-1 my-auto h-6 rounded p-1 text-slate-500 hover:text-slate-800 ${FOCUS_RING}`}
              >
                <CloseIcon className="size-4" />
              </button>
            )}
            {list}
          </div>
        )}
      />
    </Field>
  );
}
