"use client";
// The required 1–5 star rating: a Headless UI radio group (arrow keys move and choose, Tab leaves).
import { Radio, RadioGroup } from "@headlessui/react";
import { useId } from "react";

export function StarRatingInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-700">
        Your rating
        <span aria-hidden="true" className="text-red-600">
          {" "}
          *
        </span>
      </p>
      <RadioGroup
        // 0 matches no star: nothing is chosen yet.
        value={value ?? 0}
        onChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required="true"
        className="mt-1 flex gap-1"
      >
        {[1, 2, 3, 4, 5].map((stars) => (
          <Radio
            key={stars}
            value={stars}
            aria-label={`${stars} ${stars === 1 ? "star" : "stars"}`}
            className={`cursor-pointer rounded px-0.5 text-3xl leading-none outline-none data-[focus]:ring-2 data-[focus]:ring-brand-500 ${value !== null && stars <= value ? "text-amber-500" : "text-slate-300 hover:text-amber-300"}`}
          >
            ★
          </Radio>
        ))}
      </RadioGroup>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
