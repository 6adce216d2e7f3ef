"use client";

import { useId, useState } from "react";
import type { BusinessFormOptions } from "@/features/businesses/editor/queries";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { positionFromAddress } from "./address-position";
import { editorFieldId, type SectionErrors } from "./editor-problems";
import { NumberField } from "./fields";
import type { LocationForm } from "./form-state";

type Props = {
  value: LocationForm;
  onChange: (value: LocationForm) => void;
  errors: SectionErrors;
  options: BusinessFormOptions;
};

const DISCLOSURE_CLASS =
  "flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none";

/**
 * Address, one of the known cities and ZIP; the map position is found from those (the ZIP's or
 * city's centre), and its exact numbers wait under "Advanced", open by itself when they are wrong.
 */
export function LocationFields({ value, onChange, errors, options }: Props) {
  const set = <K extends keyof LocationForm>(key: K, next: LocationForm[K]) => onChange({ ...value, [key]: next });
  const id = useId();
  const [opened, setOpened] = useState(false);
  const [found, setFound] = useState("");
  const open = opened || Boolean(errors.latitude || errors.longitude);
  const pinned = value.latitude.trim() !== "" && value.longitude.trim() !== "";

  function findPosition() {
    const position = positionFromAddress(options.cities, value.citySlug, value.zipCode);
    if (!position) return setFound("Choose a city or enter a ZIP code first.");
    onChange({ ...value, latitude: String(position.latitude), longitude: String(position.longitude) });
    setFound(position.message);
  }

  return (
    <>
      <TextField
        look="filled"
        label="Street address"
        id={editorFieldId("location", "address")}
        name="address"
        value={value.address}
        onChange={(next) => set("address", next)}
        error={errors.address}
        maxLength={300}
        autoComplete="street-address"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          look="filled"
          label="City"
          id={editorFieldId("location", "citySlug")}
          name="citySlug"
          required
          empty="Choose a city"
          value={value.citySlug}
          onChange={(next) => set("citySlug", next)}
          options={options.cities.map((city) => ({ value: city.slug, label: `${city.name}, ${city.state}` }))}
          error={errors.citySlug}
        />
        <TextField
          look="filled"
          label="ZIP code"
          id={editorFieldId("location", "zipCode")}
          name="zipCode"
          value={value.zipCode}
          onChange={(next) => set("zipCode", next)}
          error={errors.zipCode}
          maxLength={5}
          autoComplete="postal-code"
        />
      </div>
      <p className="text-xs text-slate-500">The time zone follows the city.</p>
      <div role="group" aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg bg-slate-50 p-4">
        <p id={`${id}-title`} className="text-sm font-medium text-slate-800">
          Map position
        </p>
        <p className="text-sm text-slate-600" data-testid="map-position">
          {pinned
            ? `Set to ${value.latitude.trim()}, ${value.longitude.trim()}.`
            : "Not set: your business is placed at the centre of its ZIP code or city, and the directory shows no distance to it."}
        </p>
        <button type="button" className={BUTTON_CLASS} onClick={findPosition}>
          Find position from the address
        </button>
        <p role="status" className="text-sm text-slate-700">
          {found}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-advanced`}
          onClick={() => setOpened(!open)}
          className={DISCLOSURE_CLASS}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className={`size-4 transition-transform ${open ? "rotate-90" : ""}`}
          >
            <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.27a.75.75 0 0 1 0 1.06L8.26 15.8a.75.75 0 1 1-1.06-1.06L11.92 10 7.2 5.26a.75.75 0 0 1 0-1.06Z" />
          </svg>
          Advanced: exact map position
        </button>
        <div id={`${id}-advanced`} hidden={!open} className="space-y-3">
          <p className="text-xs text-slate-600">
            Latitude and longitude of your door, as any map app shows them for a point you press. Leave both empty to
            use the centre of your ZIP code or city.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <NumberField
              label="Latitude"
              id={editorFieldId("location", "latitude")}
              value={value.latitude}
              onChange={(next) => set("latitude", next)}
              error={errors.latitude}
              min={-90}
            />
            <NumberField
              label="Longitude"
              id={editorFieldId("location", "longitude")}
              value={value.longitude}
              onChange={(next) => set("longitude", next)}
              error={errors.longitude}
              min={-180}
            />
          </div>
        </div>
      </div>
    </>
  );
}
