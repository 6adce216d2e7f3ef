"use client";

// The card state every business card's buttons read (see card-state-provider.tsx for signed-in
// viewers). Signed-out visitors get SignedOutCardState: no viewer, no state, nothing asked of the
// API, so their pages carry neither the provider's query nor the API client.
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

const SIGNED_OUT: CardStateContextValue = {
  viewer: null,
  register: () => () => undefined,
  state: undefined,
  isKnown: () => false,
  patch: () => () => undefined,
  refresh: () => undefined,
};

export function SignedOutCardState({ children }: { children: React.ReactNode }) {
  return <CardStateContext.Provider value={SIGNED_OUT}>{children}</CardStateContext.Provider>;
}

/** The page's card state, without asking about any business. */
export function useCardStateContext(): CardStateContextValue {
  const context = useContext(CardStateContext);
  if (!context) throw new Error("useCardState must be used within a CardStateProvider");
  return context;
}

/** The page's card state, with this business registered for as long as the caller is mounted. */
export function useCardState(businessId: string): CardStateContextValue {
  const context = useCardStateContext();
  const { register, viewer } = context;
  useEffect(() => (viewer ? register(businessId) : undefined), [register, viewer, businessId]);
  return context;
}
