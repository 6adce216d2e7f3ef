"use client";

// The heart: signed-in users who are not admins. It shows the new state at once and rolls back with
// the failure toast when the server refuses. A toggle button: its name stays "Favorite {business}" and
// aria-pressed says whether it is on. While a change is on its way it is aria-disabled, not disabled,
// so keyboard focus stays on it (a disabled button drops focus to the page body).
import toast from "react-hot-toast";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { api } from "@/trpc/react";
import { FAVOURITE_TOASTS } from "../types";
import { useCardState } from "./card-state-context";
import { isSignedOutError, useSignInRedirect } from "./use-sign-in-redirect";

type Props = { businessId: string; businessName: string; showText?: boolean };

export function FavouriteButton({ businessId, businessName, showText = false }: Props) {
  const { viewer, state, isKnown, patch, refresh } = useCardState(businessId);
  const toSignIn = useSignInRedirect();
  const onError = (message: string) => (error: unknown, _input: unknown, undo: (() => void) | undefined) => {
    undo?.();
    if (isSignedOutError(error)) toSignIn();
    else toast.error(message);
  };
  const add = api.favourites.add.useMutation({
    onMutate: () => patch((current) => ({ ...current, favouriteIds: [...current.favouriteIds, businessId] })),
    onSuccess: (result) =>
      result.status === "added" ? toast.success(FAVOURITE_TOASTS.added) : toast(FAVOURITE_TOASTS.already),
    onError: onError(FAVOURITE_TOASTS.addFailed),
    onSettled: refresh,
  });
  const remove = api.favourites.remove.useMutation({
    onMutate: () =>
      patch((current) => ({ ...current, favouriteIds: current.favouriteIds.filter((id) => id !== businessId) })),
    onSuccess: () => toast.success(FAVOURITE_TOASTS.removed),
    onError: onError(FAVOURITE_TOASTS.removeFailed),
    onSettled: refresh,
  });

  if (!viewer || viewer.isAdmin) return null;
  const favourited = state?.favouriteIds.includes(businessId) ?? false;
  const label = favourited ? "Favorited" : "Add to Favorites";
  const busy = add.isPending || remove.isPending;
  const unavailable = !isKnown(businessId) || busy;
  return (
    <button
      type="button"
      data-testid="favourite-button"
      data-favourited={favourited}
      aria-pressed={favourited}
      aria-label={`Favorite ${businessName}`}
      aria-disabled={unavailable || undefined}
      title={`${label}: ${businessName}`}
      onClick={() => {
        if (unavailable) return;
        if (favourited) remove.mutate({ businessId });
        else add.mutate({ businessId });
      }}
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-sm font-medium aria-disabled:cursor-wait aria-disabled:opacity-60 ${
        favourited
          ? "border-rose-200 bg-rose-50 text-rose-700"
          : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
      } ${FOCUS_RING}`}
    >
      <HeartIcon filled={favourited} />
      {showText && <span aria-hidden="true">{label}</span>}
    </button>
  );
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="size-4"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={1.8}
    >
      <path
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.7 3.4 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
      />
    </svg>
  );
}
