// A business's listing status as owners see it.
export type BusinessStatus = "pending" | "verified" | "inactive";

const STYLES: Record<BusinessStatus, { label: string; className: string }> = {
  pending: { label: "Pending verification", className: "bg-amber-50 text-amber-800 ring-amber-200" },
  verified: { label: "Verified", className: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  inactive: { label: "Inactive", className: "bg-slate-100 text-slate-700 ring-slate-200" },
};

export function statusOf(business: { active: boolean; verificationStatus: string }): BusinessStatus {
  if (!business.active) return "inactive";
  return business.verificationStatus === "verified" ? "verified" : "pending";
}

export function StatusBadge({ status }: { status: BusinessStatus }) {
  const style = STYLES[status];
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${style.className}`}>{style.label}</span>;
}
