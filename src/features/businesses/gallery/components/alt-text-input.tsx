"use client";
// The one alt text box of the gallery editor (a new photo's and a shown photo's): a native input,
// so a refused text can take the focus, with its error announced and tied to it.
import { forwardRef, useId } from "react";
import { FieldError } from "@/components/ui/field-errors";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { MAX_ALT_TEXT } from "../types";

type Props = { value: string; onChange: (value: string) => void; error: string | undefined; disabled?: boolean };

export const AltTextInput = forwardRef<HTMLInputElement, Props>(function AltTextInput(
  { value, onChange, error, disabled },
  ref,
) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        Alt text
      </label>
      <input
        ref={ref}
        id={id}
        type="text"
        value={value}
        maxLength={MAX_ALT_TEXT}
        required
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT_CLASS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      {error ? (
        <FieldError id={id} message={error} />
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          What the photo shows, for people who cannot see it.
        </p>
      )}
    </div>
  );
});
