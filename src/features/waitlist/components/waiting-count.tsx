"use client";

import { Field, Label, Select } from "@headlessui/react";
import { useState } from "react";
import { KNOWN_CITIES } from "@/lib/cities";
import { cityLabel } from "@/lib/location";
import { useOnDemandRead } from "@/trpc/on-demand";
import { FIELD_CONTROL_CLASS, FIELD_LABEL_CLASS } from "@/components/ui/form-styles";
import { AreaProgress } from "./area-progress";

/** How close a city the visitor picks is to its launch, with a link to its waitlist page. */
export function WaitingCount() {
  const [area, setArea] = useState("");
  const progress = useOnDemandRead(area ? `waitlist.areaProgress:${area}` : null, (api) =>
    api.waitlist.areaProgress.query({ area }),
  );
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
      <div aria-live="polite" className="mt-3 min-h-6">
        {area && progress.data && <AreaProgress progress={progress.data} pageLink />}
      </div>
    </div>
  );
}
