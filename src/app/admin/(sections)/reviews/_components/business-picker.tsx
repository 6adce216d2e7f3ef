"use client";

import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from "@headlessui/react";
import { useState } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { CloseIcon } from "@/components/ui/icons";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { api } from "@/trpc/react";

type PickedBusiness = { id: string; businessName: string; city: string };

/**
 * The list's business filter: type part of a name and pick one (the form sends its id as
 * ?business=), or keep the business a link chose. Clearing it lists every business again.
 */
export function BusinessPicker({ initial }: { initial: PickedBusiness | null }) {
  const [picked, setPicked] = useState<PickedBusiness | null>(initial);
  const [text, setText] = useState("");
  const hydrated = useHydrated();
  const search = text.trim();
  const found = api.adminReviews.businesses.useQuery({ text: search }, { enabled: search.length >= 2, placeholderData: keepPreviousData });
  const options = search.length >= 2 ? (found.data ?? []) : [];

  return (
    <Field>
      <Label className={LABEL_CLASS}>Business</Label>
      <input type="hidden" name="business" value={picked?.id ?? ""} />
      <Combobox value={picked} onChange={(business: PickedBusiness | null) => setPicked(business)} onClose={() => setText("")}>
        <div className="relative mt-1">
          <ComboboxInput
            className={`${INPUT_CLASS} pr-8`}
            placeholder="Type a business name"
            displayValue={(business: PickedBusiness | null) => (business ? `${business.businessName} (${business.city})` : "")}
            onChange={(event) => setText(event.target.value)}
            readOnly={!hydrated}
            autoComplete="off"
          />
          {picked && (
            <button
              type="button"
              aria-label="Clear business"
              onClick={() => setPicked(null)}
              className={`absolute inset-y-0 right-1 my-auto h-6 rounded p-1 text-slate-500 hover:text-slate-800 ${FOCUS_RING}`}
            >
              <CloseIcon className="size-4" />
            </button>
          )}
          <ComboboxOptions modal={false} className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible">
            {search.length >= 2 && found.data && options.length === 0 && <p className="px-3 py-2 text-slate-500">No businesses found.</p>}
            {options.map((business) => (
              <ComboboxOption key={business.id} value={business} className="cursor-pointer px-3 py-2 data-focus:bg-brand-50 data-focus:text-brand-900">
                {business.businessName} <span className="text-slate-500">({business.city})</span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
    </Field>
  );
}
