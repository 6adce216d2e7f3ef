"use client";

import { useState } from "react";
import { keepPreviousData } from "@tanstack/react-query";
import { PickerCombobox } from "@/components/ui/picker-combobox";
import { api } from "@/trpc/react";

type PickedBusiness = { id: string; businessName: string; city: string };

/**
 * The list's business filter: type part of a name and pick one (the form sends its id as
 * ?business=), or keep the business a link chose. Clearing it lists every business again.
 */
export function BusinessPicker({ initial }: { initial: PickedBusiness | null }) {
  const [picked, setPicked] = useState<PickedBusiness | null>(initial);
  const [text, setText] = useState("");
  const search = text.trim();
  const found = api.adminReviews.businesses.useQuery(
    { text: search },
    { enabled: search.length >= 2, placeholderData: keepPreviousData },
  );
  const searched = search.length >= 2 && found.data !== undefined;

  return (
    <>
      <input type="hidden" name="business" value={picked?.id ?? ""} />
      <PickerCombobox
        label="Business"
        placeholder="Type a business name"
        value={picked}
        onChange={setPicked}
        onTextChange={setText}
        options={searched ? found.data : []}
        emptyMessage={searched ? "No businesses found." : null}
        displayValue={(business) => `${business.businessName} (${business.city})`}
        renderOption={(business) => (
          <>
            {business.businessName} <span className="text-slate-500">({business.city})</span>
          </>
        )}
        clearLabel="Clear business"
      />
    </>
  );
}
