// How an audit entry reads on the admin screens: each changed field as "before -> after", and the
// screen an entry's target lives on. Pure and browser-safe.
import type { AuditChanges } from "./changes";

export type ChangeRow = { field: string; before: string | null; after: string | null };

/** "verificationStatus" -> "verification status"; "site_name" -> "site name". */
export function fieldLabel(field: string): string {
  return field
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
}

/** One stored value as text: yes/no, lists joined, "(empty)" for an empty text, "none" for null. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  if (Array.isArray(value)) return value.length ? value.map(formatAuditValue).join(", ") : "none";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The entry's fields in a stable order: an update's changed fields with both sides, a create's
 * fields with only the new value, a delete's with only the old one.
 */
export function changeRows(changes: AuditChanges): ChangeRow[] {
  const before = changes.before;
  const after = changes.after;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field: fieldLabel(field),
    before: before && field in before ? formatAuditValue(before[field]) : null,
    after: after && field in after ? formatAuditValue(after[field]) : null,
  }));
}

/** Reads the stored JSON; an unreadable entry shows no fields rather than failing the page. */
export function parseAuditChanges(json: string): AuditChanges {
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!parsed || typeof parsed !== "object") return {};
    const { before, after } = parsed as Record<string, unknown>;
    const side = (value: unknown) =>
      value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
    return { ...(side(before) && { before: side(before) }), ...(side(after) && { after: side(after) }) };
  } catch {
    return {};
  }
}

/** The admin screen where an entry's target is managed; a business links to its own edit page. */
export function auditTargetHref(targetType: string, targetId: string | null, label: string | null): string | null {
  switch (targetType) {
    case "business":
      return targetId ? `/admin/business/${encodeURIComponent(targetId)}/edit` : "/admin/businesses";
    case "user":
      return label ? `/admin/users?search=${encodeURIComponent(label)}` : "/admin/users";
    case "category":
    case "tag":
      return "/admin/categories";
    case "feature":
      return "/admin/features";
    case "template":
      return "/admin/templates";
    case "siteSettings":
      return "/admin/settings";
    case "challenge":
      return "/admin/challenges";
    case "emailTemplate":
    case "email":
      return "/admin/email-templates";
    case "areaLaunch":
      return "/admin/notifications";
    case "claim":
      return "/admin/businesses?tab=claims";
    case "review":
      return "/admin/reviews";
    case "recommendation":
      return "/admin/reviews/recommendations?filter=all";
    case "enquiry":
      return "/admin/reviews/enquiries";
    case "organization":
      return label ? `/admin/organizations?search=${encodeURIComponent(label)}` : "/admin/organizations";
    default:
      return null;
  }
}

/** Actions whose generic reading would be unclear. */
const ACTION_LABELS: Record<string, string> = {
  "recommendation.remove": "recommendation removed",
  "recommendation.restore": "recommendation restored",
  "recommendation.dismiss_reports": "recommendation reports dismissed",
  "enquiry.release": "enquiry released",
  "enquiry.remove": "enquiry removed",
  "enquiry.dismiss_reports": "enquiry reports dismissed",
  "organization.create": "organization created",
  "organization.approve": "organization approved",
  "organization.suspend": "organization suspended",
  "organization.reinstate": "organization reinstated",
  "organization.assign_manager": "organization admin assigned",
  "organization.remove_manager": "organization admin removed",
};

/** "category.update" -> "category update"; the raw action stays available as the filter value. */
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? fieldLabel(action.replace(/\./g, " "));
