"use client";
// Opening hours per weekday: closed, open 24 hours, or one or more ranges; a closing time at or
// before the opening time runs past midnight ('22:00–02:00').
import { describedBy } from "@/components/ui/field-errors";
import { BUTTON_CLASS, INPUT_CLASS } from "@/components/ui/form-styles";
import { editorFieldId, type SectionErrors } from "./editor-problems";
import { DAY_NAMES, DEFAULT_RANGE, WEEK_ORDER, type DayHours } from "./form-state";

type Props = { value: DayHours[]; onChange: (value: DayHours[]) => void; errors: SectionErrors };

const WEEKDAYS = [2, 3, 4, 5];
const LINK_BUTTON = "text-sm font-medium text-brand-700 hover:text-brand-800 underline-offset-2 hover:underline";

export function HoursFields({ value, onChange, errors }: Props) {
  const setDay = (day: number, next: DayHours) =>
    onChange(value.map((current, index) => (index === day ? next : current)));
  const copyMonday = () =>
    onChange(value.map((current, index) => (WEEKDAYS.includes(index) ? structuredClone(value[1]!) : current)));
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">
          A closing time before the opening time runs past midnight, e.g. 22:00 to 02:00.
        </p>
        <button type="button" className={BUTTON_CLASS} onClick={copyMonday}>
          Copy Monday to weekdays
        </button>
      </div>
      <ul className="divide-y divide-slate-100">
        {WEEK_ORDER.map((day) => (
          <li key={day} className="py-3">
            <DayRow day={day} value={value[day]!} onChange={(next) => setDay(day, next)} error={errors[String(day)]} />
          </li>
        ))}
      </ul>
    </>
  );
}

function DayRow({
  day,
  value,
  onChange,
  error,
}: {
  day: number;
  value: DayHours;
  onChange: (value: DayHours) => void;
  error?: string;
}) {
  const name = DAY_NAMES[day]!;
  const id = editorFieldId("hours", String(day));
  const described = describedBy(id, error);
  const setMode = (mode: DayHours["mode"]) =>
    onChange({ mode, ranges: mode === "open" ? (value.ranges.length ? value.ranges : [DEFAULT_RANGE]) : [] });
  const setRange = (index: number, key: "open" | "close", time: string) =>
    onChange({ ...value, ranges: value.ranges.map((range, i) => (i === index ? { ...range, [key]: time } : range)) });
  return (
    <div className="grid gap-2 sm:grid-cols-[8rem_12rem_1fr] sm:items-start">
      <span className="pt-2 text-sm font-medium text-slate-800">{name}</span>
      <label className="block">
        <span className="sr-only">{name} hours</span>
        <select
          id={id}
          value={value.mode}
          {...described}
          onChange={(event) => setMode(event.target.value as DayHours["mode"])}
          className={`${INPUT_CLASS} mt-0`}
        >
          <option value="closed">Closed</option>
          <option value="open">Open</option>
          <option value="24h">Open 24 hours</option>
        </select>
      </label>
      <div className="space-y-2">
        {value.ranges.map((range, index) => (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-1 text-sm text-slate-600">
              <span className="sr-only">{`${name} opens${index ? ` (${index + 1})` : ""}`}</span>
              <input
                type="time"
                value={range.open}
                required
                onChange={(event) => setRange(index, "open", event.target.value)}
                {...described}
                className={`${INPUT_CLASS} mt-0 w-32`}
              />
            </label>
            <span aria-hidden="true">–</span>
            <label className="flex items-center gap-1 text-sm text-slate-600">
              <span className="sr-only">{`${name} closes${index ? ` (${index + 1})` : ""}`}</span>
              <input
                type="time"
                value={range.close}
                required
                onChange={(event) => setRange(index, "close", event.target.value)}
                {...described}
                className={`${INPUT_CLASS} mt-0 w-32`}
              />
            </label>
            <button
              type="button"
              className={LINK_BUTTON}
              aria-label={`Remove ${name} hours ${index + 1}`}
              onClick={() =>
                onChange(
                  value.ranges.length === 1
                    ? { mode: "closed", ranges: [] }
                    : { ...value, ranges: value.ranges.filter((_, i) => i !== index) },
                )
              }
            >
              Remove
            </button>
          </div>
        ))}
        {value.mode === "open" && (
          <button
            type="button"
            className={LINK_BUTTON}
            onClick={() => onChange({ ...value, ranges: [...value.ranges, { open: "18:00", close: "22:00" }] })}
          >
            Add hours on {name}
          </button>
        )}
        {error && (
          <p id={`${id}-error`} className="text-xs text-red-600">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
