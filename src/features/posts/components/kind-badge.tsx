// A post's kind as a small coloured label: Update, Offer or Event.
import { POST_KIND_LABELS, type TPostKind } from "@/features/posts/types";

const COLOURS: Record<TPostKind, string> = {
  update: "bg-sky-50 text-sky-800 ring-sky-200",
  offer: "bg-amber-50 text-amber-900 ring-amber-200",
  event: "bg-emerald-50 text-emerald-800 ring-emerald-200",
};

export function KindBadge({ kind }: { kind: TPostKind }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${COLOURS[kind]}`}>
      {POST_KIND_LABELS[kind]}
    </span>
  );
}
