"use client";

// An opened list: its businesses as cards, each with its note (editable) and a remove button.
import { useState } from "react";
import toast from "react-hot-toast";
import { BUTTON_CLASS, INPUT_CLASS } from "@/components/ui/form-styles";
import { Spinner } from "@/components/ui/spinner";
import { BusinessCard } from "@/features/directory/components/business-card";
import { CardActions } from "@/features/lists/components/card-actions";
import { useListItemMutations } from "@/features/lists/components/use-list-mutations";
import { LIST_NOTE_MAX } from "@/features/lists/schema";
import { LIST_TOASTS } from "@/features/lists/types";
import type { ListEntry } from "@/features/lists/types";
import { api } from "@/trpc/react";
import { ClientForm } from "@/components/ui/client-form";

export function ListDetailPanel({ listId }: { listId: string }) {
  const detail = api.lists.get.useQuery({ listId });
  if (!detail.data) return <Spinner label="Loading list..." />;
  if (detail.data.items.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        This list is empty. Use the list menu on any business card to add it here.
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {detail.data.items.map((entry) => (
        <li key={entry.itemId} className="flex flex-col gap-2">
          <BusinessCard
            business={entry.business}
            view="grid"
            actions={<CardActions businessId={entry.business.id} businessName={entry.business.businessName} />}
          />
          <ItemControls listId={listId} entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function ItemControls({ listId, entry }: { listId: string; entry: ListEntry }) {
  const [note, setNote] = useState(entry.notes ?? "");
  const [error, setError] = useState<string | null>(null);
  const utils = api.useUtils();
  const { remove } = useListItemMutations(entry.business.id);
  const save = api.lists.updateItemNote.useMutation({
    onSuccess: () => {
      toast.success(LIST_TOASTS.updated);
      void utils.lists.get.invalidate({ listId });
    },
    onError: (failure) => {
      setError(failure.data?.code === "BAD_REQUEST" ? failure.message : null);
      toast.error(LIST_TOASTS.updateFailed);
    },
  });
  const noteId = `note-${entry.itemId}`;
  return (
    <ClientForm
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        save.mutate({ itemId: entry.itemId, notes: note });
      }}
    >
      <label htmlFor={noteId} className="text-sm font-medium text-slate-700">
        Note for {entry.business.businessName}
      </label>
      <textarea
        id={noteId}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${noteId}-error` : undefined}
        className={INPUT_CLASS}
        placeholder={`Up to ${LIST_NOTE_MAX} characters`}
      />
      {error && (
        <p id={`${noteId}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={save.isPending} className={BUTTON_CLASS}>
          Save note
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          className={BUTTON_CLASS}
          onClick={() => remove.mutate({ listId, businessId: entry.business.id })}
        >
          Remove from list
        </button>
      </div>
    </ClientForm>
  );
}
