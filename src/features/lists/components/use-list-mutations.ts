"use client";

// The list writes with their toasts, shared by the card menu and the dashboard. Every success
// refreshes the card state and the screens that show lists.
import toast from "react-hot-toast";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";
import { isSignedOutError, useSignInRedirect } from "@/features/favourites/components/use-sign-in-redirect";
import { api } from "@/trpc/react";
import { fieldErrorsOf } from "@/components/ui/field-errors";
import { LIST_TOASTS } from "../types";
import type { FieldErrors } from "./list-form";

/** Shows the failure toast (or sends a signed-out visitor to sign in) and returns the field errors. */
function useFailure() {
  const toSignIn = useSignInRedirect();
  return (message: string) =>
    (error: unknown): FieldErrors => {
      if (isSignedOutError(error)) toSignIn();
      else toast.error(message);
      return fieldErrorsOf(error as Parameters<typeof fieldErrorsOf>[0]);
    };
}

export function useListMutations() {
  const { refresh } = useCardStateContext();
  const fail = useFailure();
  const create = api.lists.create.useMutation({
    onSuccess: () => toast.success(LIST_TOASTS.created),
    onSettled: refresh,
  });
  const update = api.lists.update.useMutation({
    onSuccess: () => toast.success(LIST_TOASTS.updated),
    onSettled: refresh,
  });
  const remove = api.lists.delete.useMutation({
    onSuccess: () => toast.success(LIST_TOASTS.deleted),
    onError: fail(LIST_TOASTS.deleteFailed),
    onSettled: refresh,
  });
  return {
    create,
    update,
    remove,
    createFailed: fail(LIST_TOASTS.createFailed),
    updateFailed: fail(LIST_TOASTS.updateFailed),
  };
}

/** Adding a business to a list and removing it, optimistically in the card menu's check marks. */
export function useListItemMutations(businessId: string) {
  const { patch, refresh } = useCardStateContext();
  const fail = useFailure();
  const mark = (listId: string, inList: boolean) =>
    patch((state) => ({
      ...state,
      lists: state.lists.map((list) =>
        list.id !== listId
          ? list
          : {
              ...list,
              businessIds: inList
                ? [...list.businessIds, businessId]
                : list.businessIds.filter((id) => id !== businessId),
            },
      ),
    }));
  const add = api.lists.addItem.useMutation({
    onMutate: ({ listId }) => mark(listId, true),
    onSuccess: (result) =>
      result.status === "added" ? toast.success(LIST_TOASTS.itemAdded) : toast(LIST_TOASTS.itemAlready),
    onError: (error, _input, undo) => {
      undo?.();
      fail(LIST_TOASTS.itemAddFailed)(error);
    },
    onSettled: refresh,
  });
  const remove = api.lists.removeItem.useMutation({
    onMutate: ({ listId }) => mark(listId, false),
    onSuccess: () => toast.success(LIST_TOASTS.itemRemoved),
    onError: (error, _input, undo) => {
      undo?.();
      fail(LIST_TOASTS.itemRemoveFailed)(error);
    },
    onSettled: refresh,
  });
  return { add, remove };
}
