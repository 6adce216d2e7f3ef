"use client";

import { useState } from "react";
import type { RouterOutputs } from "@/trpc/react";
import { api } from "@/trpc/react";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { QueryList } from "@/components/ui/query-list";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AdminTable } from "@/components/ui/data-table";
import { ChallengeEditDialog } from "./challenge-edit-dialog";
import { PendingResponses } from "./pending-responses";
import { ModerateButton } from "./moderate-button";
import { useModerateChallenge } from "./use-moderate";
import { AdminSection } from "@/components/ui/admin-section";

export type Challenge = RouterOutputs["waitlistAdmin"]["challenges"][number];

/** Both lists: every challenge (newest first) with its actions, and the picks still awaiting review. */
export function ChallengeModeration() {
  const challenges = api.waitlistAdmin.challenges.useQuery();
  const [editing, setEditing] = useState<Challenge | null>(null);
  const [deleting, setDeleting] = useState<Challenge | null>(null);
  const moderate = useModerateChallenge();
  const remove = useModerateChallenge(() => setDeleting(null));

  return (
    <div className="space-y-10">
      <PendingResponses />
      <AdminSection id="all-challenges" title="All challenges">
        <QueryList query={challenges} noun="challenges" empty="No challenges yet.">
          {(items) => (
            <AdminTable
              caption="All challenges"
              headings={["Challenge", "Category", "Uses", "Order", "State", { srOnly: "Actions" }]}
              stickyActions
            >
              {items.map((challenge) => (
                <tr key={challenge.id} className="align-top">
                  <th scope="row" className="min-w-48 px-3 py-2 text-left font-medium text-slate-900">
                    {challenge.challengeText}
                  </th>
                  <td className="px-3 py-2 text-slate-600">{challenge.category ?? "—"}</td>
                  <td className="px-3 py-2 text-slate-600">{challenge.usageCount}</td>
                  <td className="px-3 py-2 text-slate-600">{challenge.displayOrder}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <State on={challenge.isActive} yes="Active" no="Inactive" />{" "}
                    <State on={challenge.isApproved} yes="Approved" no="Unapproved" />
                  </td>
                  <AdminTable.Actions label={`Actions for ${challenge.challengeText}`}>
                    {!challenge.isApproved && <ModerateButton moderate={moderate} action="approve" id={challenge.id} />}
                    {challenge.isActive && <ModerateButton moderate={moderate} action="reject" id={challenge.id} />}
                    <button type="button" className={BUTTON_CLASS} onClick={() => setEditing(challenge)}>
                      Edit
                    </button>
                    <button type="button" className={BUTTON_CLASS} onClick={() => setDeleting(challenge)}>
                      Delete
                    </button>
                  </AdminTable.Actions>
                </tr>
              ))}
            </AdminTable>
          )}
        </QueryList>
      </AdminSection>

      {editing && <ChallengeEditDialog challenge={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete challenge?"
        description={`“${deleting?.challengeText ?? ""}” and every pick of it will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ action: "delete", id: deleting.id })}
      />
    </div>
  );
}

function State({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${on ? "bg-emerald-50 text-emerald-700" : "bg-slate-100 text-slate-600"}`}
    >
      {on ? yes : no}
    </span>
  );
}
