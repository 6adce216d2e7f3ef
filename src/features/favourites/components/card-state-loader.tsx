"use client";

// The signed-in viewer's state for every card on the page, asked for in one query: loaded with the
// API client as an island of its own (trpc/island.tsx) beside the page, never around it, by
// CardStateHost (card-state-host.tsx), which it hands the answer and the ways to change it.
import { keepPreviousData } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api } from "@/trpc/react";
import type { CardState } from "../types";

export type CardStateAnswer = {
  state: CardState | undefined;
  isKnown: (businessId: string) => boolean;
  patch: (change: (state: CardState) => CardState) => () => void;
  refresh: () => void;
};

type Props = { ids: string[]; onAnswer: (answer: CardStateAnswer) => void };

export function CardStateLoader({ ids, onAnswer }: Props) {
  const input = useMemo(() => ({ businessIds: ids }), [ids]);
  // The previous answer stays while the next page's cards load, so the controls do not flicker.
  const query = api.favourites.cardState.useQuery(input, {
    enabled: ids.length > 0,
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

  useEffect(
    () => onAnswer({ state: query.data, isKnown, patch, refresh }),
    [onAnswer, query.data, isKnown, patch, refresh],
  );
  return null;
}
