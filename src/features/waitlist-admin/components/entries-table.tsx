import Link from "next/link";
import { LocalTime } from "@/components/ui/local-time";
import type { TReferralFilters } from "@/features/waitlist-admin/schema";
import type { RouterOutputs } from "@/trpc/react";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { AdminTable, TruncatedText } from "@/components/ui/data-table";
import { referralQuery } from "./referral-params";
import { AdminSection } from "@/components/ui/admin-section";
import { UnconfirmedBadge } from "./unconfirmed-badge";
import { AreaUnknownBadge, RiskSummary } from "./risk-summary";
import { EntryReviewActions } from "./entry-review-actions";

type Props = { data: RouterOutputs["waitlistAdmin"]["entries"]; filters: TReferralFilters; interval: "day" | "week" };

const HEADINGS = [
  "Business",
  "Owner",
  "Email",
  "Location",
  "Risk",
  "Source / medium",
  "Campaign",
  "Code",
  "Organization",
  "Joined",
  "Status",
  { srOnly: "Actions" },
] as const;

/**
 * The filtered entries, newest first, a page at a time: each with its fraud check's result, a link
 * to convert it, and the review buttons it needs (clear a held entry, assign an unknown area).
 */
export function EntriesTable({ data, filters, interval }: Props) {
  const href = (page: number) =>
    `/admin/referrals${referralQuery(filters, { interval: interval === "week" ? "week" : undefined, page: page > 1 ? page : undefined })}`;
  return (
    <AdminSection id="entries" title="Entries">
      <AdminTable caption="Waitlist entries" headings={HEADINGS} stickyActions>
        {data.entries.length === 0 && (
          <tr>
            <td colSpan={HEADINGS.length} className="px-3 py-6 text-center text-slate-600">
              No waitlist entries match these filters.
            </td>
          </tr>
        )}
        {data.entries.map((entry) => {
          const areaUnknown = !entry.citySlug && !entry.zipCode;
          return (
            <tr key={entry.id} className="align-top whitespace-nowrap">
              <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                {entry.businessName}
              </th>
              <td className="px-3 py-2">{entry.ownerName}</td>
              <td className="px-3 py-2">
                <TruncatedText text={entry.email} />
                {!entry.emailConfirmedAt && <UnconfirmedBadge />}
              </td>
              <td className="px-3 py-2">
                {entry.location}
                {areaUnknown && <AreaUnknownBadge />}
              </td>
              <td className="px-3 py-2 whitespace-normal">
                <RiskSummary entry={entry} />
              </td>
              <td className="px-3 py-2">
                {[entry.referralSource, entry.referralMedium].filter(Boolean).join(" / ") || "—"}
              </td>
              <td className="px-3 py-2">{entry.referralCampaign ?? "—"}</td>
              <td className="px-3 py-2">{entry.referralCode ?? "—"}</td>
              <td className="px-3 py-2">{entry.organizationName ?? "—"}</td>
              <td className="px-3 py-2">
                <LocalTime at={entry.createdAt} />
              </td>
              <td className="px-3 py-2 capitalize">{entry.status}</td>
              <AdminTable.Actions label={`Actions for ${entry.businessName}`}>
                <EntryReviewActions
                  id={entry.id}
                  businessName={entry.businessName}
                  held={entry.held}
                  areaUnknown={areaUnknown}
                />
                {entry.status === "waiting" ? (
                  <Link
                    href={`/admin/convert-business/${entry.id}`}
                    className="font-medium text-brand-700 hover:underline"
                    aria-label={`Convert ${entry.businessName}`}
                  >
                    Convert
                  </Link>
                ) : (
                  <Link
                    href={`/admin/business/${entry.convertedBusinessId}/edit`}
                    className="text-slate-600 hover:underline"
                  >
                    Business
                  </Link>
                )}
              </AdminTable.Actions>
            </tr>
          );
        })}
      </AdminTable>
      <nav aria-label="Entries pages" className="flex items-center justify-between">
        <p className="text-sm text-slate-600">
          Page {data.page} of {data.pageCount}
        </p>
        <div className="flex gap-2">
          {data.page > 1 && (
            <Link href={href(data.page - 1)} className={BUTTON_CLASS}>
              Previous
            </Link>
          )}
          {data.page < data.pageCount && (
            <Link href={href(data.page + 1)} className={BUTTON_CLASS}>
              Next
            </Link>
          )}
        </div>
      </nav>
    </AdminSection>
  );
}
