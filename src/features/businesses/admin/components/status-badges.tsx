// A business's state at a glance: verification, awaiting approval or inactive, featured.
import type { BusinessRow } from "./businesses-table";

const BADGE = "inline-flex rounded-full px-2 py-0.5 text-xs font-medium";
const VERIFICATION = {
  verified: ["Verified", "bg-emerald-50 text-emerald-800"],
  pending: ["Pending", "bg-amber-50 text-amber-800"],
  rejected: ["Rejected", "bg-red-50 text-red-800"],
} as const;

export function StatusBadges({
  row,
}: {
  row: Pick<BusinessRow, "verificationStatus" | "active" | "featured" | "awaitingApproval">;
}) {
  const [label, tone] = VERIFICATION[row.verificationStatus];
  return (
    <span className="flex flex-wrap gap-1">
      <span className={`${BADGE} ${tone}`}>{label}</span>
      {row.awaitingApproval ? (
        <span className={`${BADGE} bg-amber-100 text-amber-900`}>Awaiting approval</span>
      ) : (
        !row.active && <span className={`${BADGE} bg-slate-100 text-slate-700`}>Inactive</span>
      )}
      {row.featured && <span className={`${BADGE} text-brand-800 bg-brand-50`}>Featured</span>}
    </span>
  );
}
