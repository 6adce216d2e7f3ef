"use client";

import type { BusinessFormOptions } from "@/features/businesses/editor/queries";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { editorFieldId, type SectionErrors } from "./editor-problems";
import { NumberField } from "./fields";
import type { LocationForm } from "./form-state";

type Props = {
  value: LocationForm;
  onChange: (value: LocationForm) => void;
  errors: SectionErrors;
  options: BusinessFormOptions;
};

/** Address, one of the known cities, ZIP and optional exact coordinates (else the ZIP's or city's centre). */
export function LocationFields({ value, onChange, errors, options }: Props) {
  const set = <K extends keyof LocationForm>(key: K, next: LocationForm[K]) => onChange({ ...value, [key]: next });
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
      <p className="text-xs text-slate-500">
        Leave the coordinates empty to use the centre of the ZIP code or city. The time zone follows the city.
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
    </>
  );
}
