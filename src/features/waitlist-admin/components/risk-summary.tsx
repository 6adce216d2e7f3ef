// What the fraud check said about a waitlist entry (its level, whether it is held or was cleared,
// and why, in words), and the mark of an entry whose location named no area.
import { riskReasonLabels } from "@/features/waitlist-admin/types";
import type { RiskLevel } from "@/features/waitlist/types";

const LEVEL_CLASS: Record<RiskLevel, string> = {
  low: "bg-slate-100 text-slate-700",
  medium: "bg-amber-100 text-amber-900",
  high: "bg-red-100 text-red-800",
};
const LEVEL_LABEL: Record<RiskLevel, string> = { low: "Low risk", medium: "Medium risk", high: "High risk" };

type Entry = { riskLevel: string; riskReasons: string | null; held: boolean; riskClearedAt: Date | null };

export function RiskSummary({ entry }: { entry: Entry }) {
  const reasons = riskReasonLabels(entry.riskReasons);
  const level: RiskLevel = entry.riskLevel in LEVEL_LABEL ? (entry.riskLevel as RiskLevel) : "low";
  return (
    <div className="min-w-48 space-y-1">
      <p className="flex flex-wrap gap-1">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${LEVEL_CLASS[level]}`}>
          {LEVEL_LABEL[level]}
        </span>
        {entry.held ? (
          <span
            title="Not counted toward its area or its referrer until an admin clears it."
            className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white"
          >
            Held
          </span>
        ) : (
          entry.riskClearedAt && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
              Cleared
            </span>
          )
        )}
      </p>
      {reasons.length > 0 && (
        <ul aria-label="Risk reasons" className="list-disc space-y-0.5 pl-4 text-xs text-slate-600">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** An entry whose location named neither a known city nor a ZIP code: it counts toward no area. */
export function AreaUnknownBadge() {
  return (
    <span
      title="The location names no known city or ZIP code, so the entry counts toward no area until an admin assigns one."
      className="ml-2 inline-flex rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-800"
    >
      Area unknown
    </span>
  );
}
