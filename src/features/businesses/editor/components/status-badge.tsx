// A business's listing status as owners see it.
/** What the owner of a listing waiting for approval is told (on the edit page, and if they try to make it public). */
export const AWAITING_APPROVAL_TEXT =
  "An admin approves new listings before they appear in the directory. You can edit everything meanwhile.";

export type BusinessStatus = "awaiting" | "pending" | "verified" | "inactive";

const STYLES: Record<BusinessStatus, { label: string; className: string }> = {
  awaiting: { label: "Awaiting approval", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  pending: { label: "Pending verification", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  verified: { label: "Verified", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  inactive: { label: "Inactive", className: "bg-slate-100 text-slate-700 ring-slate-200" },
};

export function statusOf(business: {
  active: boolean;
  awaitingApproval: boolean;
  verificationStatus: string;
}): BusinessStatus {
  if (business.awaitingApproval) return "awaiting";
  if (!business.active) return "inactive";
  return business.verificationStatus === "verified" ? "verified" : "pending";
}

export function StatusBadge({ status }: { status: BusinessStatus }) {
  const style = STYLES[status];
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${style.className}`}>
      {style.label}
    </span>
  );
}
