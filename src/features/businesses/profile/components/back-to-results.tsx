"use client";
// 'Back to results': the exact directory page the visitor came from (remembered by the directory in
// this tab), or the business's city when the profile was opened some other way.
import { IntentLink } from "@/components/ui/intent-link";
import { useSyncExternalStore } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { rememberedResults } from "@/lib/results-return";

const subscribe = () => () => undefined;

export function BackToResults({ fallback }: { fallback: string }) {
  const href = useSyncExternalStore(
    subscribe,
    () => rememberedResults() ?? fallback,
    () => fallback,
  );
  return (
    <IntentLink
      href={href}
      data-testid="back-to-results"
      className={`inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:text-brand-600 ${FOCUS_RING}`}
    >
      <span aria-hidden="true">←</span> Back to results
    </IntentLink>
  );
}
