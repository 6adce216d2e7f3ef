"use client";

// The card's list menu: signed-in users, admins included. It lists the user's lists with a check
// mark on those holding the business; choosing one adds or removes it. A user without lists sees
// only 'New list…', which creates a list and puts the business in it.
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { Modal } from "@/components/ui/modal";
import { keepToastsClear } from "@/components/ui/toast-clearance";
import { useCardState } from "@/features/favourites/components/card-state-context";
import { ListForm } from "./list-form";
import { useListItemMutations, useListMutations } from "./use-list-mutations";

const NEW_LIST_LABEL = "New list…";
const buttonClass = `inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-60 ${FOCUS_RING}`;
const itemClass =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100";

export function ListMenu({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { viewer, state, isKnown } = useCardState(businessId);
  const items = useListItemMutations(businessId);
  const [creating, setCreating] = useState(false);
  if (!viewer) return null;

  if (!state) {
    return (
      <button type="button" disabled className={buttonClass} aria-label={`Save ${businessName} to a list`}>
        <ListIcon /> Lists
      </button>
    );
  }
  const lists = state.lists;
  const known = isKnown(businessId);
  const newList = (
    <NewListDialog
      open={creating}
      businessId={businessId}
      businessName={businessName}
      onClose={() => setCreating(false)}
      add={items.add.mutateAsync}
    />
  );
  if (lists.length === 0) {
    return (
      <>
        <button
          type="button"
          disabled={!known}
          onClick={() => setCreating(true)}
          className={buttonClass}
          aria-label={`Save ${businessName} to a new list`}
        >
          <span aria-hidden="true">+</span> {NEW_LIST_LABEL}
        </button>
        {newList}
      </>
    );
  }
  return (
    <>
      <Menu>
        <MenuButton
          disabled={!known}
          className={buttonClass}
          data-testid="list-menu-button"
          aria-label={`Save ${businessName} to a list`}
        >
          <ListIcon /> Lists
        </MenuButton>
        <MenuItems
          ref={keepToastsClearOf}
          anchor={{ to: "bottom start", gap: 6 }}
          className="z-50 max-h-80 w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
        >
          {lists.map((list) => {
            const inList = list.businessIds.includes(businessId);
            return (
              <MenuItem key={list.id}>
                <button
                  type="button"
                  data-checked={inList}
                  onClick={() => (inList ? items.remove : items.add).mutate({ listId: list.id, businessId })}
                  className={itemClass}
                >
                  <span aria-hidden="true" className="w-4 text-brand-700">
                    {inList ? "✓" : ""}
                  </span>
                  <span className="truncate">{list.name}</span>
                  {inList && <span className="sr-only">(in this list)</span>}
                </button>
              </MenuItem>
            );
          })}
          <MenuSeparator className="my-1 h-px bg-slate-200" />
          <MenuItem>
            <button type="button" onClick={() => setCreating(true)} className={itemClass}>
              <span aria-hidden="true" className="w-4 text-center">
                +
              </span>
              {NEW_LIST_LABEL}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {newList}
    </>
  );
}

/** While the menu is open, toasts keep clear of it (a tap meant for a list never lands on a toast). */
const keepToastsClearOf = (element: HTMLElement | null) => (element ? keepToastsClear(element) : undefined);

function ListIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
    >
      <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
    </svg>
  );
}

type NewListDialogProps = {
  open: boolean;
  businessId: string;
  businessName: string;
  onClose: () => void;
  add: (input: { listId: string; businessId: string }) => Promise<unknown>;
};

function NewListDialog({ open, businessId, businessName, onClose, add }: NewListDialogProps) {
  const { create, createFailed } = useListMutations();
  return (
    <Modal open={open} onClose={onClose} title="New list">
      <p className="mb-4 text-sm text-slate-600">{businessName} will be the first business in it.</p>
      <ListForm
        submitLabel="Create list"
        pending={create.isPending}
        onCancel={onClose}
        onSubmit={async (values) => {
          try {
            const list = await create.mutateAsync(values);
            onClose();
            await add({ listId: list.id, businessId }).catch(() => undefined);
          } catch (error) {
            return createFailed(error);
          }
        }}
      />
    </Modal>
  );
}
