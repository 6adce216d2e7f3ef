"use client";

import { keepPreviousData } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { LocalTime } from "@/components/ui/local-time";
import { api } from "@/trpc/react";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { Modal } from "@/components/ui/modal";
import { EmptyPanel } from "@/components/ui/query-list";
import { AdminTable } from "@/components/ui/data-table";
import { AdminSection } from "@/components/ui/admin-section";

/** The record of sent email (the local outbox when SMTP is not configured), newest first. */
export function RecentEmails() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = api.emailTemplates.recentEmails.useQuery({ page }, { placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <AdminSection id="recent-emails" title="Recent emails">
      {!data ? (
        <EmptyPanel>{list.isError ? "Error loading emails. Please try again." : "Loading emails..."}</EmptyPanel>
      ) : data.items.length === 0 ? (
        <EmptyPanel>No emails sent yet.</EmptyPanel>
      ) : (
        <AdminTable caption="Recent emails" headings={["To", "Subject", "Status", "Time", { srOnly: "Open" }]}>
          {data.items.map((email) => (
            <tr key={email.id}>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{email.toAddress}</td>
              <td className="px-3 py-2">{email.subject}</td>
              <td className="px-3 py-2">{email.status}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <LocalTime at={email.createdAt} style="dateTime" />
              </td>
              <td className="px-3 py-2">
                <button
                  type="button"
                  className={BUTTON_CLASS}
                  onClick={() => setOpenId(email.id)}
                  aria-label={`Open email to ${email.toAddress}: ${email.subject}`}
                >
                  Open
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {data && (
        <nav aria-label="Recent emails pages" className="flex items-center justify-between">
          <p className="text-sm text-slate-600">
            Page {data.page} of {data.pageCount}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              className={BUTTON_CLASS}
              aria-disabled={page <= 1}
              onClick={() => page > 1 && setPage(page - 1)}
            >
              Previous
            </button>
            <button
              type="button"
              className={BUTTON_CLASS}
              aria-disabled={page >= data.pageCount}
              onClick={() => page < data.pageCount && setPage(page + 1)}
            >
              Next
            </button>
          </div>
        </nav>
      )}
      {openId && <EmailDialog id={openId} onClose={() => setOpenId(null)} />}
    </AdminSection>
  );
}

/**
 * One recorded email, as stored: secret links (reset, verification, review) are removed. Opening it
 * is an audited read (one mutation per opening, so a refetch never adds entries).
 */
function EmailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const email = api.emailTemplates.email.useMutation();
  const { mutate } = email;
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (opened.current === id) return;
    opened.current = id;
    mutate({ id });
  }, [mutate, id]);
  return (
    <Modal open onClose={onClose} title={email.data?.subject ?? "Email"} wide>
      {!email.data ? (
        <p className="text-sm text-slate-600">{email.isError ? email.error.message : "Loading..."}</p>
      ) : (
        <div className="space-y-3 text-sm">
          <p>
            To <strong>{email.data.toAddress}</strong> · {email.data.status} ·{" "}
            <LocalTime at={email.data.createdAt} style="dateTime" />
          </p>
          {email.data.error && <p className="text-red-700">Error: {email.data.error}</p>}
          <p className="text-slate-600">
            Links that would sign in, reset a password or confirm an address are shown removed.
          </p>
          <pre className="rounded bg-slate-50 p-3 font-sans whitespace-pre-wrap">{email.data.bodyText}</pre>
          <button type="button" className={BUTTON_CLASS} onClick={onClose}>
            Close
          </button>
        </div>
      )}
    </Modal>
  );
}
