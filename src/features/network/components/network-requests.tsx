"use client";
// Connection requests: the ones received (with their note) to accept or decline, the ones sent to withdraw.
import toast from "react-hot-toast";
import { dated } from "@/components/ui/dated";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { api, type RouterOutputs } from "@/trpc/react";
import { networkHref } from "./format";
import { BusinessLine, ListState, NetworkSection, Rows, TextLink } from "./parts";

type Request = RouterOutputs["network"]["requests"][number];
type Business = { id: string; businessName: string };

export function NetworkRequests({ business, canAct }: { business: Business; canAct: boolean }) {
  const received = api.network.requests.useQuery({ businessId: business.id, direction: "received" });
  const sent = api.network.requests.useQuery({ businessId: business.id, direction: "sent" });
  return (
    <div className="space-y-6">
      <NetworkSection
        id="requests-received-title"
        title="Requests received"
        description="Businesses that asked to connect with yours. Once connected you can pass each other customers."
      >
        <ListState
          loading={received.isPending}
          error={received.error}
          empty={received.data?.length === 0}
          emptyText="No requests waiting for an answer."
        />
        <Rows items={received.data} className="divide-y divide-slate-100">
          {(request) => (
            <ReceivedRequest key={request.connectionId} business={business} request={request} canAct={canAct} />
          )}
        </Rows>
      </NetworkSection>
      <NetworkSection
        id="requests-sent-title"
        title="Requests sent"
        description={
          <>
            Waiting for the other business to answer.{" "}
            <TextLink href={networkHref("/dashboard/network/suggestions", business.id)}>
              Find businesses to connect with
            </TextLink>
          </>
        }
      >
        <ListState
          loading={sent.isPending}
          error={sent.error}
          empty={sent.data?.length === 0}
          emptyText="No requests sent and waiting."
        />
        <Rows items={sent.data} className="divide-y divide-slate-100">
          {(request) => <SentRequest key={request.connectionId} business={business} request={request} />}
        </Rows>
      </NetworkSection>
    </div>
  );
}

function ReceivedRequest({ business, request, canAct }: { business: Business; request: Request; canAct: boolean }) {
  const utils = api.useUtils();
  const answer = api.network.answerConnection.useMutation({
    onSuccess: (result) => {
      toast.success(
        result.status === "accepted"
          ? `You are now connected with ${request.business.businessName}.`
          : `Request from ${request.business.businessName} declined.`,
      );
      void utils.network.requests.invalidate({ businessId: business.id });
      void utils.network.connections.invalidate({ businessId: business.id });
      void utils.network.numbers.invalidate({ businessId: business.id });
    },
    onError: (error) => toast.error(error.message),
  });
  const name = request.business.businessName;
  return (
    <li className="space-y-3 py-4" data-testid="network-request-received">
      <BusinessLine business={request.business} note={dated("Asked", request.requestedAt)} />
      {request.note && (
        <blockquote className="border-brand-200 rounded-lg border-l-4 bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-700">
          <span className="sr-only">Their note: </span>
          {request.note}
        </blockquote>
      )}
      <div role="group" aria-label={`Request from ${name}`} className="flex flex-wrap gap-2">
        <button
          type="button"
          className={PRIMARY_BUTTON_CLASS}
          disabled={!canAct || answer.isPending}
          onClick={() => answer.mutate({ connectionId: request.connectionId, accept: true })}
        >
          Accept
        </button>
        <button
          type="button"
          className={BUTTON_CLASS}
          disabled={answer.isPending}
          onClick={() => answer.mutate({ connectionId: request.connectionId, accept: false })}
        >
          Decline
        </button>
      </div>
    </li>
  );
}

function SentRequest({ business, request }: { business: Business; request: Request }) {
  const utils = api.useUtils();
  const withdraw = api.network.removeConnection.useMutation({
    onSuccess: () => {
      toast.success(`Request to ${request.business.businessName} withdrawn.`);
      void utils.network.requests.invalidate({ businessId: business.id });
      void utils.network.suggestions.invalidate({ businessId: business.id });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="network-request-sent"
    >
      <div className="min-w-0 space-y-2">
        <BusinessLine business={request.business} note={dated("Sent", request.requestedAt)} />
        {request.note && (
          <p className="text-sm text-slate-600">
            <span className="font-medium">Your note:</span> {request.note}
          </p>
        )}
      </div>
      <button
        type="button"
        className={`${BUTTON_CLASS} self-start sm:self-center`}
        disabled={withdraw.isPending}
        onClick={() => withdraw.mutate({ connectionId: request.connectionId })}
      >
        Withdraw
      </button>
    </li>
  );
}
