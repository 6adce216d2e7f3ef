"use client";
// Entering special hours: one date or a range (up to 31 days), closed or open at other times (up to
// three intervals, a close before the open runs past midnight), with an optional label. A refused
// save shows each message under its field and moves the focus to the first one.
import { useEffect, useRef, useState } from "react";
import { ClientForm } from "@/components/ui/client-form";
import { INPUT_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { fieldErrorsOf } from "@/components/ui/field-errors";
import { TextField } from "@/components/ui/text-field";
import { MAX_LABEL_LENGTH, MAX_SPECIAL_INTERVALS, type ClockRange } from "../types";
import type { TSpecialHoursInput } from "../schema";

const LINK_BUTTON = "text-sm font-medium text-brand-700 hover:text-brand-800 underline-offset-2 hover:underline";
const DEFAULT_RANGE: ClockRange = { open: "10:00", close: "14:00" };

type Failure = { message: string; data?: { fieldErrors?: Record<string, string[]> } | null } | null;

type Props = {
  /** The business's local today: the first date offered. */
  today: string;
  busy: boolean;
  /** The last save's refusal, or null. */
  failure: Failure;
  onSave: (input: TSpecialHoursInput, reset: () => void) => void;
};

export function SpecialHoursForm({ today, busy, failure, onSave }: Props) {
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState("");
  const [closed, setClosed] = useState(true);
  const [ranges, setRanges] = useState<ClockRange[]>([DEFAULT_RANGE]);
  const [label, setLabel] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const errors = fieldErrorsOf(failure);
  const error = (field: string) => errors[`data.${field}`];
  const rangesError = error("ranges") ?? Object.entries(errors).find(([key]) => key.startsWith("data.ranges."))?.[1];
  const formError =
    failure && !error("from") && !error("to") && !rangesError && !error("label") ? failure.message : null;

  // A refusal moves the focus to the first field it names (or to its message).
  useEffect(() => {
    if (!failure) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid], [data-form-error]')?.focus();
  }, [failure]);

  const reset = () => {
    setTo("");
    setLabel("");
  };
  const setRange = (index: number, key: keyof ClockRange, value: string) =>
    setRanges((current) => current.map((range, i) => (i === index ? { ...range, [key]: value } : range)));

  return (
    <ClientForm
      ref={formRef}
      aria-label="Add special hours"
      noValidate
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ from, to: to || null, closed, ranges: closed ? [] : ranges, label }, reset);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          look="filled"
          type="date"
          label="Date"
          value={from}
          onChange={setFrom}
          error={error("from")}
          required
        />
        <TextField
          look="filled"
          type="date"
          label="Until (optional)"
          value={to}
          onChange={setTo}
          error={error("to")}
          hint="For a range of days, up to 31."
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">On these days</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" name="special-kind" checked={closed} onChange={() => setClosed(true)} />
            Closed all day
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" name="special-kind" checked={!closed} onChange={() => setClosed(false)} />
            Open at other hours
          </label>
        </div>
      </fieldset>
      {!closed && (
        <fieldset aria-describedby={rangesError ? "special-ranges-error" : "special-ranges-hint"}>
          <legend className="text-sm font-medium text-slate-700">Opening hours</legend>
          <p id="special-ranges-hint" className="mt-1 text-xs text-slate-500">
            A closing time before the opening time runs past midnight, e.g. 20:00 to 02:00.
          </p>
          <div className="mt-2 space-y-2">
            {ranges.map((range, index) => {
              const nth = index ? ` (${index + 1})` : "";
              return (
                <div key={index} className="flex flex-wrap items-center gap-2">
                  <label className="flex items-center gap-1 text-sm text-slate-600">
                    <span className="sr-only">{`Opens${nth}`}</span>
                    <input
                      type="time"
                      value={range.open}
                      onChange={(event) => setRange(index, "open", event.target.value)}
                      aria-invalid={rangesError ? true : undefined}
                      className={`${INPUT_CLASS} mt-0 w-32`}
                    />
                  </label>
                  <span aria-hidden="true">–</span>
                  <label className="flex items-center gap-1 text-sm text-slate-600">
                    <span className="sr-only">{`Closes${nth}`}</span>
                    <input
                      type="time"
                      value={range.close}
                      onChange={(event) => setRange(index, "close", event.target.value)}
                      aria-invalid={rangesError ? true : undefined}
                      className={`${INPUT_CLASS} mt-0 w-32`}
                    />
                  </label>
                  {ranges.length > 1 && (
                    <button
                      type="button"
                      className={LINK_BUTTON}
                      aria-label={`Remove opening hours${nth || " (1)"}`}
                      onClick={() => setRanges((current) => current.filter((_, i) => i !== index))}
                    >
                      Remove
                    </button>
                  )}
                </div>
              );
            })}
            {ranges.length < MAX_SPECIAL_INTERVALS && (
              <button
                type="button"
                className={LINK_BUTTON}
                onClick={() => setRanges((current) => [...current, { open: "17:00", close: "20:00" }])}
              >
                Add more hours
              </button>
            )}
          </div>
          {rangesError && (
            <p id="special-ranges-error" role="alert" className="mt-1 text-sm text-red-700">
              {rangesError}
            </p>
          )}
        </fieldset>
      )}
      <TextField
        look="filled"
        label="Label (optional)"
        value={label}
        onChange={setLabel}
        error={error("label")}
        maxLength={MAX_LABEL_LENGTH}
        placeholder="e.g. Thanksgiving"
      />
      {formError && (
        <p role="alert" tabIndex={-1} data-form-error className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={busy}>
        {busy ? "Saving..." : "Add special hours"}
      </button>
    </ClientForm>
  );
}
