"use client";

import { Field, Label, Select } from "@headlessui/react";
import { useState } from "react";
import { KNOWN_CITIES } from "@/lib/cities";
import { cityLabel } from "@/lib/location";
import { useOnDemandRead } from "@/trpc/on-demand";
import { FIELD_CONTROL_CLASS, FIELD_LABEL_CLASS } from "@/components/ui/form-styles";

/** How many businesses are already waiting in a city the visitor picks. */
export function WaitingCount() {
  const [area, setArea] = useState("");
  const count = useOnDemandRead(area ? `waitlist.waitingCount:${area}` : null, (api) =>
    api.waitlist.waitingCount.query({ area }),
  );
  const waiting = count.data?.count;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <Field>
        <Label className={FIELD_LABEL_CLASS}>See who&apos;s waiting in your city</Label>
        <Select value={area} onChange={(event) => setArea(event.target.value)} className={FIELD_CONTROL_CLASS.filled}>
          <option value="">Choose a city</option>
          {KNOWN_CITIES.map((city) => (
            <option key={city.slug} value={city.slug}>
              {cityLabel(city)}
            </option>
          ))}
        </Select>
      </Field>
      <p aria-live="polite" className="mt-3 min-h-6 text-sm text-slate-700">
        {area && waiting !== undefined && count.data?.area && (
          <>
            <strong className="text-lg text-slate-900">{waiting}</strong>{" "}
            {waiting === 1 ? "business is" : "businesses are"} waiting in {count.data.area}
          </>
        )}
      </p>
    </div>
  );
}
