"use client";
// Finds an account by the start of its email (users.searchByEmail: server-side, at most 10
// matches) and hands the chosen one back.
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { PickerCombobox } from "@/components/ui/picker-combobox";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { api, type RouterOutputs } from "@/trpc/react";
import { OWNERSHIP_MESSAGES } from "@/features/businesses/ownership/types";

export type UserMatch = RouterOutputs["users"]["searchByEmail"][number];

const DEBOUNCE_MS = 250;

export function OwnerPicker({
  value,
  onChange,
}: {
  value: UserMatch | null;
  onChange: (user: UserMatch | null) => void;
}) {
  const [text, setText] = useState("");
  const typed = text.trim().toLowerCase();
  const query = useDebouncedValue(typed, DEBOUNCE_MS);
  const matches = api.users.searchByEmail.useQuery(
    { query },
    { enabled: query.length > 0, placeholderData: keepPreviousData },
  );
  // The matches shown are for the text as typed, once the search for it has answered.
  const searched = typed.length > 0 && query === typed && matches.data !== undefined && !matches.isPlaceholderData;
  return (
    <PickerCombobox
      label="Find a user by email"
      placeholder="Start of an email address"
      value={value}
      onChange={onChange}
      onTextChange={setText}
      options={typed ? (matches.data ?? []) : []}
      emptyMessage={searched ? OWNERSHIP_MESSAGES.noMatches : null}
      displayValue={(user) => user.email}
      renderOption={(user) => (
        <>
          <span className="block font-medium">{user.email}</span>
          <span className="block text-xs text-slate-500">
            {user.displayName}
            {user.emailVerified ? "" : " · email not verified"}
          </span>
        </>
      )}
    />
  );
}
