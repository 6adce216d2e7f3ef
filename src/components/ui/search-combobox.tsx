"use client";
// The one search-as-you-type box (Headless UI's Combobox): the caller keeps the typed text, runs
// its search and passes the rows in; this wires the box to the list. The header's and the
// directory's search boxes and the admin pickers (PickerCombobox) are all drawn with it.
// A search box keeps no choice (`value` null) and passes `onSearch`: the list's first row is then
// 'Search for "<text>"', and Enter with no row highlighted searches too (Headless UI keeps Enter
// for choosing from the list). A picker passes its value, and `by` to compare choices.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, type ComboboxOptionsProps } from "@headlessui/react";
import type { InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from "react";

/** The value of the list's first row in a search box. */
const SEARCH_TEXT = "search-text";

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "onKeyDownCapture"
> & { [data: `data-${string}`]: string | undefined };

type ListProps = {
  /** Headless UI's ComboboxOptions props: classes, `static`, `modal`, test ids, aria-busy. */
  props: ComboboxOptionsProps & { [data: `data-${string}`]: string | undefined };
  /** A search box's first row ('Search for "<text>"'), and its classes. */
  searchRow?: { className: string; children: ReactNode };
  /** The rows: ComboboxOption elements. */
  children: ReactNode;
};

type Props<T> = {
  /** The chosen value of a picker; a search box keeps none. */
  value?: T | null;
  /** A row was chosen (a picker's cleared choice is null). */
  onChoose: (choice: T | null) => void;
  /** How a picker compares choices, e.g. "id". */
  by?: keyof T & string;
  /** The list closed. */
  onClose?: () => void;
  /** What the box shows for the value. */
  displayValue: (value: T | null) => string;
  /** Each change of the typed text. */
  onTextChange: (text: string) => void;
  /** The search box's own search: Enter with no row highlighted, or the first row. */
  onSearch?: () => void;
  /** The <input>'s other props (id, name, type, placeholder, classes, focus handlers). */
  inputProps: InputProps;
  inputRef?: Ref<HTMLInputElement>;
  /** The list, or null while it is closed. */
  list: ListProps | null;
  /** Places the box and the list among what goes around them (a label, an icon, a button). */
  layout: (input: ReactNode, list: ReactNode) => ReactNode;
};

export function SearchCombobox<T>({
  value = null,
  onChoose,
  by,
  onClose,
  displayValue,
  onTextChange,
  onSearch,
  inputProps,
  inputRef,
  list,
  layout,
}: Props<T>) {
  type Choice = T | typeof SEARCH_TEXT | null;

  function enterSearches(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && !event.currentTarget.getAttribute("aria-activedescendant")) {
      event.preventDefault();
      onSearch?.();
    }
  }

  const input = (
    <ComboboxInput
      ref={inputRef}
      {...inputProps}
      displayValue={(chosen: Choice) => displayValue(chosen === SEARCH_TEXT ? null : chosen)}
      onChange={(event) => onTextChange(event.target.value)}
      onKeyDownCapture={onSearch && enterSearches}
    />
  );
  const options = list && (
    <ComboboxOptions {...list.props}>
      {list.searchRow && (
        <ComboboxOption value={SEARCH_TEXT} className={list.searchRow.className}>
          {list.searchRow.children}
        </ComboboxOption>
      )}
      {list.children}
    </ComboboxOptions>
  );
  return (
    <Combobox<Choice>
      value={value}
      onChange={(chosen) => (chosen === SEARCH_TEXT ? onSearch?.() : onChoose(chosen))}
      onClose={onClose}
      by={by as never}
    >
      {layout(input, options)}
    </Combobox>
  );
}
