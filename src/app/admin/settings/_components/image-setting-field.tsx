"use client";

import { isUnsetImage } from "@/features/site-settings/schema";
import { describedBy, FieldError } from "../../_components/field-errors";
import { INPUT_CLASS, LABEL_CLASS } from "../../_components/ui";

type Props = { id: string; label: string; hint?: string; value: string; onChange: (value: string) => void; error?: string };

/**
 * An image setting: its address (a web address or a path on this site) with a preview. Empty or
 * /placeholder.svg means the built-in default. An upload control sets the same value with the
 * stored image's path; it belongs beside the address field.
 */
export function ImageSettingField({ id, label, hint, value, onChange, error }: Props) {
  const unset = isUnsetImage(value);
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <div className="mt-1 flex items-start gap-3">
        <div className="flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50 text-xs text-slate-500">
          {/* eslint-disable-next-line @next/next/no-img-element -- any address an admin enters, not a build-time asset */}
          {unset ? "Default" : <img src={value} alt={`${label} preview`} className="max-h-full max-w-full object-contain" />}
        </div>
        <div className="flex-1">
          <input id={id} type="text" inputMode="url" value={value} onChange={(event) => onChange(event.target.value)} placeholder="https://... or leave empty for the default" className={`${INPUT_CLASS} mt-0`} {...describedBy(id, error)} />
          {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
          <FieldError id={id} message={error} />
        </div>
      </div>
    </div>
  );
}
