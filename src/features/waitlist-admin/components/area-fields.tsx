"use client";
// Choosing a launch area: one of the known cities, or a typed ZIP code (which wins while typed).
// The server checks the key (a known city or exactly 5 digits) and answers anything else clearly.
import { useState } from "react";
import { KNOWN_CITIES } from "@/lib/cities";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { SelectField } from "@/components/ui/select-field";

/** The chosen area's key ('austin' or '78701'; '' while nothing is chosen) and the two fields' state. */
export function useAreaChoice() {
  const [city, setCity] = useState("");
  const [zip, setZip] = useState("");
  return {
    city,
    zip,
    setCity,
    setZip,
    key: zip.trim() || city,
    reset: () => {
      setCity("");
      setZip("");
    },
  };
}

type Props = {
  choice: ReturnType<typeof useAreaChoice>;
  /** The city options' text ('Austin (3 waiting)'); the city's name when left out. */
  cityLabel?: (city: { slug: string; name: string }) => string;
  /** The server's message about the area, shown under the fields and announced. */
  error?: string;
  errorId: string;
};

export function AreaFields({ choice, cityLabel = (city) => city.name, error, errorId }: Props) {
  const described = error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  return (
    <>
      <SelectField
        label="City"
        className="min-w-56 flex-1 sm:flex-none"
        value={choice.city}
        onChange={(event) => choice.setCity(event.target.value)}
        disabled={choice.zip.trim() !== ""}
        empty="Choose a city"
        options={KNOWN_CITIES.map((city) => ({ value: city.slug, label: cityLabel(city) }))}
        {...described}
      />
      <label className={`${LABEL_CLASS} w-36`}>
        or ZIP code
        <input
          value={choice.zip}
          onChange={(event) => choice.setZip(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="78701"
          className={INPUT_CLASS}
          {...described}
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
