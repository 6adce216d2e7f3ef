"use client";

// The card state every business card's buttons read, provided by CardStateHost (card-state-host.tsx):
// for signed-out visitors no viewer, no state, nothing asked of the API.
import { createContext, useContext, useEffect } from "react";
import type { CardState, CardViewer } from "../types";

export type CardStateContextValue = {
  viewer: CardViewer | null;
  register: (businessId: string) => () => void;
  /** The state for the page's cards, once loaded (while new cards load, the previous answer). */
  state: CardState | undefined;
  /** Whether `state` already answers for this business. */
  isKnown: (businessId: string) => boolean;
  /** Changes the loaded state at once (optimistic updates); returns a function that undoes it. */
  patch: (change: (state: CardState) => CardState) => () => void;
  /** Refetches the card state and every screen that shows favourites or lists. */
  refresh: () => void;
};

export const CardStateContext = createContext<CardStateContextValue | null>(null);

/** The page's card state, without asking about any business. */
export function useCardStateContext(): CardStateContextValue {
  const context = useContext(CardStateContext);
  if (!context) throw new Error("useCardState must be used within a CardStateHost");
  return context;
}

/** The page's card state, with this business registered for as long as the caller is mounted. */
export function useCardState(businessId: string): CardStateContextValue {
  const context = useCardStateContext();
  const { register, viewer } = context;
  useEffect(() => (viewer ? register(businessId) : undefined), [register, viewer, businessId]);
  return context;
}
