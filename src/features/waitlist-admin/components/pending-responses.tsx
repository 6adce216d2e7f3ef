"use client";

import { useState } from "react";
import { api } from "@/trpc/react";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { LocalTime } from "@/components/ui/local-time";
import { QueryList } from "@/components/ui/query-list";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AdminTable, TruncatedText } from "@/components/ui/data-table";
import { appliesToEntries } from "@/features/waitlist-admin/schema";
import { ModerateButton } from "./moderate-button";
import { useModerateChallenge } from "./use-moderate";
import { AdminSection } from "@/components/ui/admin-section";

type Approving = { id: string; challengeText: string; picks: number };

/** Custom challenges owners added, newest first, with who added them. */
export function PendingResponses() {
  const responses = api.waitlistAdmin.unapprovedResponses.useQuery();
  const moderate = useModerateChallenge();
  const [approving, setApproving] = useState<Approving | null>(null);
  const approve = useModerateChallenge(() => setApproving(null));
  return (
    <AdminSection id="pending-challenges" title="Awaiting review">
      <QueryList query={responses} noun="challenges" empty="No challenges are awaiting review.">
        {(items) => (
          <AdminTable
            caption="Challenges awaiting review"
            headings={["Challenge", "Business", "Owner", "Email", "Added", { srOnly: "Actions" }]}
            stickyActions
          >
            {items.map((response) => {
              const picks = response.challenge._count.responses;
              return (
                <tr key={response.id} className="align-top">
                  <th scope="row" className="min-w-48 px-3 py-2 text-left font-medium text-slate-900">
                    {response.challenge.challengeText}
                    <span className="block text-xs font-normal text-slate-600">
                      Approving {appliesToEntries(picks)}
                    </span>
                  </th>
                  <td className="px-3 py-2 text-slate-700">{response.entry.businessName}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{response.entry.ownerName}</td>
                  <td className="px-3 py-2 text-slate-600">
                    <TruncatedText text={response.entry.email} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-600">
                    <LocalTime at={response.createdAt} />
                  </td>
                  <AdminTable.Actions label={`Review ${response.challenge.challengeText}`}>
                    <button
                      type="button"
                      className={BUTTON_CLASS}
                      disabled={moderate.isPending || approve.isPending}
                      onClick={() =>
                        setApproving({
                          id: response.challenge.id,
                          challengeText: response.challenge.challengeText,
                          picks,
                        })
                      }
                    >
                      Approve
                    </button>
                    <ModerateButton moderate={moderate} action="reject" id={response.challenge.id} />
                  </AdminTable.Actions>
                </tr>
              );
            })}
          </AdminTable>
        )}
      </QueryList>
      <ConfirmDialog
        open={approving !== null}
        title="Approve challenge?"
        tone="primary"
        description={`“${approving?.challengeText ?? ""}” becomes a suggestion for every business owner. This ${appliesToEntries(approving?.picks ?? 0)}: each pick of it is approved and leaves this list.`}
        confirmLabel="Approve"
        busy={approve.isPending}
        onClose={() => setApproving(null)}
        onConfirm={() => approving && approve.mutate({ action: "approve", id: approving.id })}
      />
    </AdminSection>
  );
}
