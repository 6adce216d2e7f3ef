"use client";

import type { TemplateService } from "@/features/catalogue/types";
import { describedBy, FieldError } from "@/components/ui/field-errors";
import { BUTTON_CLASS, INPUT_CLASS } from "@/components/ui/form-styles";

/** A service as the form edits it: prices in dollars and the duration as typed. */
export type ServiceRow = {
  serviceName: string;
  description: string;
  priceFrom: string;
  priceTo: string;
  durationMinutes: string;
};

const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toString());
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

export function toServiceRow(service: TemplateService): ServiceRow {
  return {
    serviceName: service.serviceName,
    description: service.description ?? "",
    priceFrom: dollars(service.priceFromCents),
    priceTo: dollars(service.priceToCents),
    durationMinutes: service.durationMinutes?.toString() ?? "",
  };
}

export function toServiceInput(row: ServiceRow) {
  return {
    serviceName: row.serviceName,
    description: row.description,
    priceFrom: numberOrNull(row.priceFrom),
    priceTo: numberOrNull(row.priceTo),
    durationMinutes: numberOrNull(row.durationMinutes),
  };
}

const EMPTY: ServiceRow = { serviceName: "", description: "", priceFrom: "", priceTo: "", durationMinutes: "" };
/** The services' fields, by the key their errors come under, for the form's ErrorSummary. */
export const serviceProblemFields = (rows: readonly ServiceRow[]) =>
  rows.flatMap((_, index) =>
    COLUMNS.map(([field]) => ({
      key: `services.${index}.${field}`,
      id: `service-${index}-${field}`,
      prefix: `Service ${index + 1}: `,
    })),
  );

const COLUMNS: Array<[keyof ServiceRow, string, string]> = [
  ["serviceName", "Service name", "text"],
  ["description", "Service description", "text"],
  ["priceFrom", "Price from ($)", "number"],
  ["priceTo", "Price to ($)", "number"],
  ["durationMinutes", "Duration (minutes)", "number"],
];

/** The suggested services: one row each, added and removed freely; errors come as services.N.field. */
export function ServiceRows({
  rows,
  onChange,
  errors,
}: {
  rows: ServiceRow[];
  onChange: (rows: ServiceRow[]) => void;
  errors: Readonly<Record<string, string | undefined>>;
}) {
  const update = (index: number, field: keyof ServiceRow, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-700">Suggested services</legend>
      {rows.map((row, index) => (
        <div
          key={index}
          role="group"
          aria-label={`Service ${index + 1}`}
          className="grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-[2fr_3fr_1fr_1fr_1fr_auto] sm:items-end"
        >
          {COLUMNS.map(([field, label, type]) => {
            const id = `service-${index}-${field}`;
            const message = errors[`services.${index}.${field}`];
            return (
              <div key={field}>
                <label htmlFor={id} className="block text-xs font-medium text-slate-600">
                  {label}
                </label>
                <input
                  id={id}
                  type={type}
                  min={type === "number" ? 0 : undefined}
                  step={field === "durationMinutes" ? 1 : "any"}
                  value={row[field]}
                  onChange={(event) => update(index, field, event.target.value)}
                  className={INPUT_CLASS}
                  {...describedBy(id, message)}
                />
                <FieldError id={id} message={message} announced={false} />
              </div>
            );
          })}
          <button
            type="button"
            className={BUTTON_CLASS}
            aria-label={`Remove service ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" className={BUTTON_CLASS} onClick={() => onChange([...rows, EMPTY])}>
        Add service
      </button>
    </fieldset>
  );
}
