"use client";
// What the city field's placeholder (city-picker.tsx) and its full version (city-combobox.tsx) share.
import { CloseIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useDirectoryNavigation } from "./directory-navigation";

export type PickerCity = {
  name: string;
  state: string;
  slug: string;
  zipCode: string;
  latitude: number;
  longitude: number;
};

export type CityFieldProps = {
  cities: PickerCity[];
  /** What the current location is called ("Austin, TX", "12345"), or null for the whole directory. */
  currentLabel: string | null;
};

/** 'Clear city', while a city is chosen. */
export function ClearCityButton() {
  const { state, navigate } = useDirectoryNavigation();
  if (!state.location) return null;
  return (
    <button
      type="button"
      aria-label="Clear city"
      onClick={() => navigate({ location: null })}
      className={`rounded p-1 text-slate-500 hover:text-slate-800 ${FOCUS_RING}`}
    >
      <CloseIcon className="size-4" />
    </button>
  );
}
