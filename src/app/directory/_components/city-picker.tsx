"use client";

import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from "@headlessui/react";
import { useState } from "react";
import { ChevronDownIcon, CloseIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useDirectoryNavigation } from "./directory-navigation";
import { currentPosition, LOCATION_BLOCKED } from "./geolocation";
import { OPTION_CLASS, OPTIONS_CLASS, PICKER_FIELD_CLASS } from "./styles";

export type PickerCity = { name: string; state: string; slug: string; zipCode: string; latitude: number; longitude: number };

type Props = {
  cities: PickerCity[];
  /** What the current location is called ("Austin, TX", "12345"), or null for the whole directory. */
  currentLabel: string | null;
};

const matches = (city: PickerCity, query: string) => city.name.toLowerCase().includes(query) || city.zipCode.startsWith(query);

/**
 * Choose a city (typing filters the list), clear it, or use the visitor's position: then results are
 * sorted by distance from it (with the 'Within' control), and a refusal says to choose a city.
 */
export function CityPicker({ cities, currentLabel }: Props) {
  const { state, navigate } = useDirectoryNavigation();
  const [query, setQuery] = useState("");
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const needle = query.trim().toLowerCase();
  const shown = needle ? cities.filter((city) => matches(city, needle)) : cities;
  const selected = cities.find((city) => city.slug === state.location) ?? null;

  async function locate() {
    setLocating(true);
    setLocateError(null);
    try {
      navigate({ location: null, near: await currentPosition(), sort: "distance" });
    } catch (error) {
      console.error(error);
      setLocateError(error instanceof Error && error.message === LOCATION_BLOCKED ? LOCATION_BLOCKED : "Location unavailable — choose a city instead");
    } finally {
      setLocating(false);
    }
  }

  return (
    <div className="space-y-2">
      <Field>
        <Label className="block text-sm font-semibold text-slate-900">City</Label>
        <Combobox value={selected} onChange={(city: PickerCity | null) => city && navigate({ location: city.slug })} onClose={() => setQuery("")} immediate>
          <div className="relative mt-1">
            <ComboboxInput
              data-testid="city-picker"
              className={PICKER_FIELD_CLASS}
              placeholder="Search cities..."
              displayValue={() => currentLabel ?? ""}
              // (Also in the server's HTML, so the city shows before the page's script runs.)
              defaultValue={currentLabel ?? ""}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
            <div className="absolute inset-y-0 right-1 flex items-center gap-0.5">
              {state.location && (
                <button type="button" aria-label="Clear city" onClick={() => navigate({ location: null })} className={`rounded p-1 text-slate-500 hover:text-slate-800 ${FOCUS_RING}`}>
                  <CloseIcon className="size-4" />
                </button>
              )}
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
      <button
        type="button"
        onClick={() => void locate()}
        disabled={locating}
        className={`text-sm font-medium text-brand-700 hover:underline disabled:cursor-wait disabled:opacity-60 ${FOCUS_RING}`}
      >
        {locating ? "Finding your location..." : "Use current location"}
      </button>
      <p role="status" data-testid="locate-error" className="text-sm text-red-700 empty:hidden">
        {locateError}
      </p>
    </div>
  );
}
