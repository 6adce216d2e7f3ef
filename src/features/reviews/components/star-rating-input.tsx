"use client";
// The required 1–5 star rating: a Headless UI radio group (arrow keys move and choose, Tab leaves).
// Its Label names the group and its error is the group's description (Headless UI wires both). `id`
// names the group, for a link to it (the form's ErrorSummary); focus given to the group goes on to
// its star that takes focus (the chosen one, else the first).
import { Label, Radio, RadioGroup } from "@headlessui/react";
import { FieldError } from "@/components/ui/field-errors";

export function StarRatingInput({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
}) {
  return (
    <RadioGroup
      // 0 matches no star: nothing is chosen yet.
      value={value ?? 0}
      onChange={onChange}
      id={id}
      aria-invalid={error ? true : undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget)
          event.currentTarget.querySelector<HTMLElement>('[role="radio"][tabindex="0"]')?.focus();
      }}
      aria-required="true"
    >
      <Label as="p" className="text-sm font-medium text-slate-700">
        Your rating
        <span aria-hidden="true" className="text-red-600">
          {" "}
          *
        </span>
      </Label>
      <div className="mt-1 flex gap-1">
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
      </div>
      <FieldError message={error} />
    </RadioGroup>
  );
}
