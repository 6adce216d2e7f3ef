"use client";
// The city field in full (Headless UI Combobox: typing filters the list), loaded when the visitor
// first points at, focuses or presses the look-alike field the page is sent with (city-picker.tsx);
// it takes over the text typed so far and the focus, and opens (on focus) if the list was asked for.
import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from "@headlessui/react";
import { useEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { ClearCityButton, type CityFieldProps, type PickerCity } from "./city-parts";
import { useDirectoryNavigation } from "./directory-navigation";
import { OPTION_CLASS, OPTIONS_CLASS, PICKER_FIELD_CLASS } from "./styles";

const matches = (city: PickerCity, query: string) =>
  city.name.toLowerCase().includes(query) || city.zipCode.startsWith(query);

type Props = CityFieldProps & { initialQuery: string | null; autoFocus: boolean; openAtOnce: boolean };

export function CityCombobox({ cities, currentLabel, initialQuery, autoFocus, openAtOnce }: Props) {
  const { state, navigate } = useDirectoryNavigation();
  const [query, setQuery] = useState(initialQuery ?? "");
  const input = useRef<HTMLInputElement>(null);
  const needle = query.trim().toLowerCase();
  const shown = needle ? cities.filter((city) => matches(city, needle)) : cities;
  const selected = cities.find((city) => city.slug === state.location) ?? null;

  useEffect(() => {
    // Text typed into the placeholder stays in the field (and filters the list).
    if (initialQuery !== null && input.current) input.current.value = initialQuery;
    // Once, as the field takes the placeholder's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Field>
      <Label className="block text-sm font-semibold text-slate-900">City</Label>
      <Combobox
        value={selected}
        onChange={(city: PickerCity | null) => city && navigate({ location: city.slug })}
        onClose={() => setQuery("")}
        immediate
      >
        <div className="relative mt-1">
          <ComboboxInput
            ref={input}
            data-testid="city-picker"
            className={PICKER_FIELD_CLASS}
            placeholder="Search cities..."
            displayValue={() => currentLabel ?? ""}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            autoFocus={autoFocus || openAtOnce}
          />
          <div className="absolute inset-y-0 right-1 flex items-center gap-0.5">
            <ClearCityButton />
            <ComboboxButton aria-label="Show cities" className={`rounded p-1 text-slate-500 ${FOCUS_RING}`}>
              <ChevronDownIcon className="size-4" />
            </ComboboxButton>
          </div>
          <ComboboxOptions modal={false} className={OPTIONS_CLASS}>
            {shown.length === 0 ? (
              <p className="px-3 py-2 text-slate-500">No cities found.</p>
            ) : (
              shown.map((city) => (
                <ComboboxOption key={city.slug} value={city} className={OPTION_CLASS}>
                  {city.name}, {city.state}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </div>
      </Combobox>
    </Field>
  );
}
