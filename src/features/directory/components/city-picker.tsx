"use client";

import { useId, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useLoadOnIntent } from "@/components/ui/use-load-on-intent";
import { ClearCityButton, type CityFieldProps } from "./city-parts";
import { useDirectoryNavigation } from "./directory-navigation";
import { currentPosition, LOCATION_BLOCKED } from "./geolocation";
import { PICKER_FIELD_CLASS } from "./styles";

const loadCombobox = () => import("./city-combobox").then((module) => module.CityCombobox);

/**
 * Choose a city (typing filters the list), clear it, or use the visitor's position: then results are
 * sorted by distance from it (with the 'Within' control), and a refusal says to choose a city.
 */
export function CityPicker(props: CityFieldProps) {
  const { navigate } = useDirectoryNavigation();
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);

  async function locate() {
    setLocating(true);
    setLocateError(null);
    try {
      navigate({ location: null, near: await currentPosition(), sort: "distance" });
    } catch (error) {
      console.error(error);
      setLocateError(
        error instanceof Error && error.message === LOCATION_BLOCKED
          ? LOCATION_BLOCKED
          : "Location unavailable — choose a city instead",
      );
    } finally {
      setLocating(false);
    }
  }

  return (
    <div className="space-y-2">
      <CityField {...props} />
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

/**
 * The city field as the page is sent: a look-alike of the full combobox (city-combobox.tsx, with
 * Headless UI), which loads when the visitor points at, focuses or presses it. The server's HTML
 * already shows the chosen city, before any script runs.
 */
function CityField({ cities, currentLabel }: CityFieldProps) {
  const { loaded, intent, press } = useLoadOnIntent(loadCombobox);
  const [typed, setTyped] = useState<string | null>(null);
  const id = useId();
  if (loaded)
    return (
      <loaded.Component
        cities={cities}
        currentLabel={currentLabel}
        initialQuery={typed}
        autoFocus={loaded.hadFocus}
        openAtOnce={loaded.pressed}
      />
    );
  return (
    <div {...intent}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        City
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          data-testid="city-picker"
          className={PICKER_FIELD_CLASS}
          placeholder="Search cities..."
          value={typed ?? currentLabel ?? ""}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
        <div className="absolute inset-y-0 right-1 flex items-center gap-0.5">
          <ClearCityButton />
          <button
            type="button"
            aria-label="Show cities"
            onClick={press}
            className={`rounded p-1 text-slate-500 ${FOCUS_RING}`}
          >
            <ChevronDownIcon className="size-4" />
          </button>
        </div>
      </div>
    </div>
  );
}
