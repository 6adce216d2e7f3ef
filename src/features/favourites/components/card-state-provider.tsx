"use client";

// The signed-in user's state for every business card on the page, asked for in one query.
// Each card's buttons register their business id; the provider asks `favourites.cardState` once for
// all registered ids (React batches the registrations of one render), and the buttons read from it.
// Signed-out visitors get SignedOutCardState (card-state-context.tsx) instead, so public HTML stays
// the same for everyone and their pages do not load this provider's query.
import { keepPreviousData } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import { api } from "@/trpc/react";
import { CARD_STATE_MAX_IDS, type CardState, type CardViewer } from "../types";
import { CardStateContext } from "./card-state-context";

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

export function CardStateProvider({ viewer, children }: { viewer: CardViewer | null; children: React.ReactNode }) {
  const counts = useRef(new Map<string, number>());
  const [ids, setIds] = useState<string[]>([]);
  const sync = useCallback(() => {
    const next = [...counts.current.keys()].sort().slice(0, CARD_STATE_MAX_IDS);
    setIds((previous) => (sameIds(previous, next) ? previous : next));
  }, []);
  const register = useCallback(
    (businessId: string) => {
      counts.current.set(businessId, (counts.current.get(businessId) ?? 0) + 1);
      sync();
      return () => {
        const left = (counts.current.get(businessId) ?? 1) - 1;
        if (left > 0) counts.current.set(businessId, left);
        else counts.current.delete(businessId);
        sync();
      };
    },
    [sync],
  );

  const input = useMemo(() => ({ businessIds: ids }), [ids]);
  // The previous answer stays while the next page's cards load, so the controls do not flicker.
  const query = api.favourites.cardState.useQuery(input, {
    enabled: viewer !== null && ids.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const current = query.data !== undefined && !query.isPlaceholderData;
  const [answeredIds, setAnsweredIds] = useState<string[]>([]);
  // Remembers which ids the last real answer covered (state adjusted while rendering, as React advises).
  if (current && answeredIds !== ids) setAnsweredIds(ids);
  const known = useMemo(
    () => new Set(current ? ids : query.data ? answeredIds : []),
    [current, ids, query.data, answeredIds],
  );
  const isKnown = useCallback((businessId: string) => known.has(businessId), [known]);
  const utils = api.useUtils();

  const patch = useCallback(
    (change: (state: CardState) => CardState) => {
      const before = utils.favourites.cardState.getData(input);
      void utils.favourites.cardState.cancel(input);
      if (before) utils.favourites.cardState.setData(input, change(before));
      return () => utils.favourites.cardState.setData(input, before);
    },
    [utils, input],
  );
  const refresh = useCallback(() => {
    void utils.favourites.invalidate();
    void utils.lists.invalidate();
  }, [utils]);

  const value = useMemo(
    () => ({ viewer, register, state: query.data, isKnown, patch, refresh }),
    [viewer, register, query.data, isKnown, patch, refresh],
  );
  return <CardStateContext.Provider value={value}>{children}</CardStateContext.Provider>;
}
