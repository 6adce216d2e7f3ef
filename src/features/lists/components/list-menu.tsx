"use client";

// The card's list menu: signed-in users, admins included. It lists the user's lists with a check
// mark on those holding the business; choosing one adds or removes it. A user without lists sees
// only 'New list…', which creates a list and puts the business in it. As the page is sent, the menu
// is a button that looks like the full one (list-menu-full.tsx, with Headless UI's Menu), which
// loads when the visitor points at, focuses or presses it and opens at once if it was pressed; the
// new-list dialog (with the form and its schema) loads when it is first asked for.
import dynamic from "next/dynamic";
import { useState } from "react";
import { useLoadOnIntent } from "@/components/ui/use-load-on-intent";
import { useCardState } from "@/features/favourites/components/card-state-context";
import { LIST_BUTTON_CLASS, ListIcon, NEW_LIST_LABEL } from "./list-menu-parts";
import { useListItemMutations } from "./use-list-mutations";

const NewListDialog = dynamic(() => import("./new-list-dialog").then((module) => module.NewListDialog), {
  ssr: false,
});

const loadMenu = () => import("./list-menu-full").then((module) => module.ListMenuFull);

export function ListMenu({ businessId, businessName }: { businessId: string; businessName: string }) {
  const { viewer, state, isKnown } = useCardState(businessId);
  const items = useListItemMutations(businessId);
  const { loaded, intent, press, wasPressed } = useLoadOnIntent(loadMenu, { swapOnPress: true });
  const [creating, setCreating] = useState(false);
  // Once opened, the dialog stays mounted, so that it can close with its transition.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (!viewer) return null;
  const startCreating = () => {
    setDialogUsed(true);
    setCreating(true);
  };

  if (!state) {
    return (
      <button type="button" disabled className={LIST_BUTTON_CLASS} aria-label={`Save ${businessName} to a list`}>
        <ListIcon /> Lists
      </button>
    );
  }
  const lists = state.lists;
  const known = isKnown(businessId);
  const newList = dialogUsed && (
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
          onClick={startCreating}
          className={LIST_BUTTON_CLASS}
          aria-label={`Save ${businessName} to a new list`}
        >
          <span aria-hidden="true">+</span> {NEW_LIST_LABEL}
        </button>
        {newList}
      </>
    );
  }
  const label = `Save ${businessName} to a list`;
  return (
    <>
      {loaded ? (
        <loaded.Component
          businessId={businessId}
          label={label}
          lists={lists}
          disabled={!known}
          onNewList={startCreating}
          autoFocus={loaded.hadFocus}
          openAtOnce={wasPressed}
        />
      ) : (
        <div {...intent} className="contents">
          <button
            type="button"
            disabled={!known}
            onClick={press}
            className={LIST_BUTTON_CLASS}
            data-testid="list-menu-button"
            aria-haspopup="menu"
            aria-expanded="false"
            aria-label={label}
          >
            <ListIcon /> Lists
          </button>
        </div>
      )}
      {newList}
    </>
  );
}
