"use client";
// The dashboard's review requests: the send form and every request with its state (sent, opened,
// awaiting the customer's confirmation, reviewed, expired) and one resend. No link: a request's link exists only in the customer's email
// (a link an owner could open is a review the owner could write).
import Link from "next/link";
import toast from "react-hot-toast";
import { AdminTable, TruncatedText } from "@/components/ui/data-table";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { LocalTime } from "@/components/ui/local-time";
import {
  HOW_REVIEWS_WORK_PATH,
  REQUEST_STATE_LABELS,
  type RequestRow,
  type RequestState,
} from "@/features/reviews/types";
import { api } from "@/trpc/react";
import { SendRequestsForm } from "./send-requests-form";

const STATE_STYLE: Record<RequestState, string> = {
  sent: "bg-slate-100 text-slate-700",
  opened: "bg-sky-100 text-sky-800",
  confirming: "bg-violet-100 text-violet-800",
  reviewed: "bg-emerald-100 text-emerald-800",
  expired: "bg-amber-100 text-amber-900",
};

export function ReviewRequests({ businessId, businessName }: { businessId: string; businessName: string }) {
  const requests = api.reviews.requests.useQuery({ businessId });
  return (
    <section
      aria-labelledby="review-requests-title"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id="review-requests-title" className="text-lg font-semibold text-slate-900">
          Review requests
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Ask every customer the same way: each gets an email with a personal link that works once, for 30 days, and
          their review is published once they confirm it from that address. Do not offer anything for a review or ask
          only happy customers.{" "}
          <Link href={HOW_REVIEWS_WORK_PATH} className="font-medium text-brand-700 hover:underline">
            How reviews work on LocalHub
          </Link>
        </p>
      </div>
      <SendRequestsForm businessId={businessId} />
      {requests.error && (
        <p role="alert" className="text-sm text-red-700">
          {requests.error.message}
        </p>
      )}
      {requests.data && requests.data.length === 0 && <p className="text-sm text-slate-600">No review requests yet.</p>}
      {requests.data && requests.data.length > 0 && (
        <AdminTable
          caption={`Review requests of ${businessName}`}
          headings={["Customer", "Email", "Sent", "State", { srOnly: "Actions" }]}
          stickyActions
        >
          {requests.data.map((request) => (
            <RequestTableRow key={request.id} businessId={businessId} request={request} />
          ))}
        </AdminTable>
      )}
    </section>
  );
}

function RequestTableRow({ businessId, request }: { businessId: string; request: RequestRow }) {
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
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">
        <LocalTime at={request.createdAt} />
      </td>
      <td className="px-3 py-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_STYLE[request.state]}`}>
          {REQUEST_STATE_LABELS[request.state]}
        </span>
        {request.resent && <span className="ml-2 text-xs text-slate-500">resent</span>}
      </td>
      <AdminTable.Actions label={`Request for ${who}`}>
        {request.canResend && (
          <button
            type="button"
            className={BUTTON_CLASS}
            aria-label={`Resend to ${who}`}
            disabled={resend.isPending}
            onClick={() => resend.mutate({ requestId: request.id })}
          >
            Resend
          </button>
        )}
      </AdminTable.Actions>
    </tr>
  );
}
