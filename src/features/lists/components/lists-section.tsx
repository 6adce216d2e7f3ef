"use client";

// The user's lists, most recently changed first: create, edit (name, description, visibility),
// make public or private, share, open to see the businesses, delete after a confirmation.
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, DANGER_BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ListForm } from "@/features/lists/components/list-form";
import { ShareLink } from "@/features/lists/components/share-link";
import { useListMutations } from "@/features/lists/components/use-list-mutations";
import type { ListSummary } from "@/features/lists/types";
import { api } from "@/trpc/react";
import { EmptyState } from "@/features/favourites/components/favourites-section";
import { ListDetailPanel } from "./list-detail-panel";

const countLabel = (count: number) => `${count} ${count === 1 ? "business" : "businesses"}`;

export function ListsSection() {
  const lists = api.lists.mine.useQuery();
  const mutations = useListMutations();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ListSummary | null>(null);
  const [deleting, setDeleting] = useState<ListSummary | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  // Pressed before the page hydrates, the button would do nothing: it waits, disabled, until then.
  const hydrated = useHydrated();

  return (
    <section aria-labelledby="lists-heading" data-testid="lists-section" className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="lists-heading" className="text-xl font-semibold text-slate-900">
          My Lists
        </h2>
        <button type="button" disabled={!hydrated} onClick={() => setCreating(true)} className={PRIMARY_BUTTON_CLASS}>
          New list
        </button>
      </div>
      {!lists.data ? (
        <Spinner label="Loading lists..." />
      ) : lists.data.length === 0 ? (
        <EmptyState text="You have no lists yet. Create one here, or choose 'New list…' on any business in the directory." />
      ) : (
        <ul className="space-y-3">
          {lists.data.map((list) => (
            <li key={list.id}>
              <ListRow
                list={list}
                open={openId === list.id}
                onToggle={() => setOpenId(openId === list.id ? null : list.id)}
                onEdit={() => setEditing(list)}
                onDelete={() => setDeleting(list)}
                onVisibility={() =>
                  mutations.update.mutate(
                    { listId: list.id, isPublic: !list.isPublic },
                    { onError: mutations.updateFailed },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}

      <Modal open={creating} onClose={() => setCreating(false)} title="New list">
        <ListForm
          submitLabel="Create list"
          pending={mutations.create.isPending}
          onCancel={() => setCreating(false)}
          onSubmit={async (values) => {
            try {
              await mutations.create.mutateAsync(values);
              setCreating(false);
            } catch (error) {
              return mutations.createFailed(error);
            }
          }}
        />
      </Modal>
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Edit list">
        {editing && (
          <ListForm
            initial={{ name: editing.name, description: editing.description ?? "", isPublic: editing.isPublic }}
            submitLabel="Save changes"
            pending={mutations.update.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              try {
                await mutations.update.mutateAsync({ listId: editing.id, ...values });
                setEditing(null);
              } catch (error) {
                return mutations.updateFailed(error);
              }
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this list?"
        description={
          deleting &&
          `This deletes "${deleting.name}" and its ${countLabel(deleting.itemCount)}. The businesses themselves stay in the directory.`
        }
        confirmLabel="Delete list"
        busy={mutations.remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting && mutations.remove.mutate({ listId: deleting.id }, { onSettled: () => setDeleting(null) })
        }
      />
    </section>
  );
}

type RowProps = {
  list: ListSummary;
  open: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onVisibility: () => void;
};

function ListRow({ list, open, onToggle, onEdit, onDelete, onVisibility }: RowProps) {
  const panelId = `list-panel-${list.id}`;
  return (
    <article
      aria-labelledby={`list-${list.id}-name`}
      data-testid="list-row"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={`list-${list.id}-name`}
            className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900"
          >
            {list.name}
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-medium ${list.isPublic ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
            >
              {list.isPublic ? "Public" : "Private"}
            </span>
          </h3>
          {list.description && <p className="mt-1 text-sm text-slate-600">{list.description}</p>}
          <p className="mt-1 text-xs text-slate-500">{countLabel(list.itemCount)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON_CLASS}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggle}
          >
            {open ? "Close" : "Open"}
          </button>
          <button type="button" className={BUTTON_CLASS} onClick={onEdit}>
            Edit
          </button>
          <button type="button" className={BUTTON_CLASS} onClick={onVisibility}>
            {list.isPublic ? "Make private" : "Make public"}
          </button>
          <button type="button" className={DANGER_BUTTON_CLASS} onClick={onDelete}>
            Delete
          </button>
        </div>
      </div>
      {list.isPublic && (
        <div className="mt-3">
          <ShareLink listId={list.id} />
        </div>
      )}
      {open && (
        <div id={panelId} className="mt-4 border-t border-slate-100 pt-4">
          <ListDetailPanel listId={list.id} />
        </div>
      )}
    </article>
  );
}
