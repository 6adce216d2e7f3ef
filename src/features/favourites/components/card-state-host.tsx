"use client";

// The card state every business card's buttons read (card-state-context.tsx). Cards register
// their business ids here; for a signed-in viewer the state itself comes from CardStateLoader, an
// island with the API client rendered beside the page (so the page's tree keeps its shape when the
// viewer becomes known after a shared page loads). Signed-out visitors load neither.
import { useCallback, useMemo, useRef, useState } from "react";
import { withApi } from "@/trpc/island";
import { CARD_STATE_MAX_IDS, type CardViewer } from "../types";
import { CardStateContext, type CardStateContextValue } from "./card-state-context";
import type { CardStateAnswer } from "./card-state-loader";

const CardStateLoader = withApi(() => import("./card-state-loader").then((module) => module.CardStateLoader));

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index]);
const UNKNOWN = () => false;
const NO_UNDO = () => () => undefined;
const NOTHING = () => undefined;

export function CardStateHost({ viewer, children }: { viewer: CardViewer | null; children: React.ReactNode }) {
  const counts = useRef(new Map<string, number>());
  const [ids, setIds] = useState<string[]>([]);
  const [answer, setAnswer] = useState<CardStateAnswer | null>(null);
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

  const shown = viewer ? answer : null;
  const value = useMemo<CardStateContextValue>(
    () => ({
      viewer,
      register,
      state: shown?.state,
      isKnown: shown?.isKnown ?? UNKNOWN,
      patch: shown?.patch ?? NO_UNDO,
      refresh: shown?.refresh ?? NOTHING,
    }),
    [viewer, register, shown],
  );
  return (
    <CardStateContext.Provider value={value}>
      {children}
      {viewer && <CardStateLoader ids={ids} onAnswer={setAnswer} />}
    </CardStateContext.Provider>
  );
}
