"use client";
// The dashboard's review requests: the send form and every request with its state (sent, opened,
// reviewed, expired), its link to copy or show as a QR code, and one resend.
import { useState } from "react";
import toast from "react-hot-toast";
import { AdminTable, TruncatedText } from "@/components/ui/data-table";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import type { RequestRow, RequestState } from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { LinkQrCode } from "./link-qr-code";
import { SendRequestsForm } from "./send-requests-form";

const STATE_STYLE: Record<RequestState, string> = {
  sent: "bg-slate-100 text-slate-700",
  opened: "bg-sky-100 text-sky-800",
  reviewed: "bg-emerald-100 text-emerald-800",
  expired: "bg-amber-100 text-amber-900",
};
const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

export function ReviewRequests({ businessId, businessName }: { businessId: string; businessName: string }) {
  const requests = api.reviews.requests.useQuery({ businessId });
  const [qrFor, setQrFor] = useState<RequestRow | null>(null);
  return (
    <section aria-labelledby="review-requests-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 id="review-requests-title" className="text-lg font-semibold text-slate-900">
          Review requests
        </h2>
        <p className="mt-1 text-sm text-slate-600">Ask your customers for a review: each gets a personal link that works once, for 30 days.</p>
      </div>
      <SendRequestsForm businessId={businessId} />
      {requests.error && (
        <p role="alert" className="text-sm text-red-700">
          {requests.error.message}
        </p>
      )}
      {requests.data && requests.data.length === 0 && <p className="text-sm text-slate-600">No review requests yet.</p>}
      {requests.data && requests.data.length > 0 && (
        <AdminTable caption={`Review requests of ${businessName}`} headings={["Customer", "Email", "Sent", "State", { srOnly: "Actions" }]} stickyActions>
          {requests.data.map((request) => (
            <RequestTableRow key={request.id} businessId={businessId} request={request} onShowQr={() => setQrFor(request)} />
          ))}
        </AdminTable>
      )}
      <LinkQrCode request={qrFor} onClose={() => setQrFor(null)} />
    </section>
  );
}

function RequestTableRow({ businessId, request, onShowQr }: { businessId: string; request: RequestRow; onShowQr: () => void }) {
  const utils = api.useUtils();
  const resend = api.reviews.resendRequest.useMutation({
    onSuccess: () => {
      toast.success("Request sent again.");
      void utils.reviews.requests.invalidate({ businessId });
    },
    onError: (error) => toast.error(error.message),
  });
  const who = request.customerName ?? request.customerEmail ?? "customer";
  return (
    <tr data-testid="review-request">
      <td className="px-3 py-2 text-slate-900">{request.customerName}</td>
      <td className="px-3 py-2 text-slate-700">
        <TruncatedText text={request.customerEmail ?? ""} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">{dateFormat.format(request.createdAt)}</td>
      <td className="px-3 py-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium capitalize ${STATE_STYLE[request.state]}`}>{request.state}</span>
        {request.resent && <span className="ml-2 text-xs text-slate-500">resent</span>}
      </td>
      <AdminTable.Actions label={`Request for ${who}`}>
        <button
          type="button"
          className={BUTTON_CLASS}
          aria-label={`Copy link for ${who}`}
          onClick={() =>
            navigator.clipboard.writeText(request.link).then(
              () => toast.success("Link copied."),
              () => toast.error("Could not copy the link."),
            )
          }
        >
          Copy link
        </button>
        <button type="button" className={BUTTON_CLASS} aria-label={`QR code for ${who}`} onClick={onShowQr}>
          QR code
        </button>
        {request.canResend && (
          <button type="button" className={BUTTON_CLASS} aria-label={`Resend to ${who}`} disabled={resend.isPending} onClick={() => resend.mutate({ requestId: request.id })}>
            Resend
          </button>
        )}
      </AdminTable.Actions>
    </tr>
  );
}
