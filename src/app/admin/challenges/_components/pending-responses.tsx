"use client";

import { api } from "@/trpc/react";
import { QueryList } from "../../_components/ui";
import { AdminTable } from "@/components/ui/data-table";
import { ModerateButton } from "./moderate-button";
import { useModerateChallenge } from "./use-moderate";
import { AdminSection } from "../../_components/admin-section";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** Custom challenges owners added, newest first, with who added them. */
export function PendingResponses() {
  const responses = api.waitlistAdmin.unapprovedResponses.useQuery();
  const moderate = useModerateChallenge();
  return (
    <AdminSection id="pending-challenges" title="Awaiting review">
      <QueryList query={responses} noun="challenges" empty="No challenges are awaiting review.">
        {(items) => (
          <AdminTable caption="Challenges awaiting review" headings={["Challenge", "Business", "Owner", "Email", "Added", "Actions"]}>
            {items.map((response) => (
              <tr key={response.id} className="align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {response.challenge.challengeText}
                </th>
                <td className="px-3 py-2 text-slate-700">{response.entry.businessName}</td>
                <td className="px-3 py-2 text-slate-700">{response.entry.ownerName}</td>
                <td className="px-3 py-2 text-slate-600 [overflow-wrap:anywhere]">{response.entry.email}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-600">{when.format(response.createdAt)}</td>
                <td className="px-3 py-2">
                  <div className="flex gap-2" role="group" aria-label={`Review ${response.challenge.challengeText}`}>
                    <ModerateButton moderate={moderate} action="approve" id={response.challenge.id} />
                    <ModerateButton moderate={moderate} action="reject" id={response.challenge.id} />
                  </div>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </QueryList>
    </AdminSection>
  );
}
