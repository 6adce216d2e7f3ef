"use client";
// Finds an account by the start of its email (a labelled Headless UI combobox over
// users.searchByEmail: server-side, at most 10 matches) and hands the chosen one back.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions, Field, Label } from "@headlessui/react";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { INPUT_CLASS } from "@/components/ui/form-styles";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { useHydrated } from "@/components/ui/use-hydrated";
import { api, type RouterOutputs } from "@/trpc/react";
import { OWNERSHIP_MESSAGES } from "@/features/business-ownership/types";

export type UserMatch = RouterOutputs["users"]["searchByEmail"][number];

const DEBOUNCE_MS = 250;

export function OwnerPicker({ value, onChange }: { value: UserMatch | null; onChange: (user: UserMatch | null) => void }) {
  const [text, setText] = useState("");
  const hydrated = useHydrated();
  const query = useDebouncedValue(text.trim().toLowerCase(), DEBOUNCE_MS);
  const matches = api.users.searchByEmail.useQuery({ query }, { enabled: query.length > 0, placeholderData: keepPreviousData });
  const shown = text.trim() ? (matches.data ?? []) : [];
  return (
    <Field className="block">
      <Label className="text-sm font-medium text-slate-700">Find a user by email</Label>
      <Combobox value={value} onChange={onChange} by="id">
        <ComboboxInput
          className={INPUT_CLASS}
          placeholder="Start of an email address"
          displayValue={(user: UserMatch | null) => user?.email ?? ""}
          onChange={(event) => setText(event.target.value)}
          readOnly={!hydrated}
          autoComplete="off"
        />
        <ComboboxOptions anchor="bottom start" modal={false} className="z-20 w-[var(--input-width)] rounded-md border border-slate-200 bg-white p-1 shadow-lg empty:invisible">
          {shown.map((user) => (
            <ComboboxOption key={user.id} value={user} className="cursor-pointer rounded px-3 py-2 text-sm text-slate-800 data-[focus]:bg-brand-50 data-[focus]:text-brand-700">
              <span className="block font-medium">{user.email}</span>
              <span className="block text-xs text-slate-500">
                {user.displayName}
                {user.emailVerified ? "" : " · email not verified"}
              </span>
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {text.trim() && query === text.trim().toLowerCase() && matches.data?.length === 0 && <p className="mt-1 text-xs text-slate-500">{OWNERSHIP_MESSAGES.noMatches}</p>}
    </Field>
  );
}
