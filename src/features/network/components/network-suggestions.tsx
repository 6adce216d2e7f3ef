"use client";
// Businesses to connect with (same city, other categories, not yet connected or asked), each with
// Connect and an optional note; and the businesses this one blocked, to unblock.
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { fieldErrorsOf, FormFooter } from "@/components/ui/field-errors";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { Modal } from "@/components/ui/modal";
import { TextAreaField } from "@/components/ui/textarea-field";
import { CONNECTION_NOTE_MAX } from "@/features/network/types";
import { api, type RouterOutputs } from "@/trpc/react";
import { formatDay } from "./format";
import { BusinessLine, ListState, NetworkSection, useFocusOnError } from "./parts";

type Business = { id: string; businessName: string; city: string };
type Suggestion = RouterOutputs["network"]["suggestions"][number];

export function NetworkSuggestions({ business, canAct }: { business: Business; canAct: boolean }) {
  const suggestions = api.network.suggestions.useQuery({ businessId: business.id });
  const [connecting, setConnecting] = useState<Suggestion | null>(null);
  return (
    <div className="space-y-6">
      <NetworkSection
        id="suggestions-title"
        title="Suggested connections"
        description={`Businesses in ${business.city} that complement yours and are not in your network yet.`}
      >
        <ListState
          loading={suggestions.isPending}
          error={suggestions.error}
          empty={suggestions.data?.length === 0}
          emptyText="No suggestions right now. As more businesses in your city join LocalHub, they show here."
        />
        {suggestions.data && suggestions.data.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2">
            {suggestions.data.map((suggestion) => (
              <li
                key={suggestion.id}
                className="flex flex-col justify-between gap-3 rounded-lg border border-slate-200 p-4"
                data-testid="network-suggestion"
              >
                <BusinessLine business={suggestion}>
                  {suggestion.totalReviews > 0 && (
                    <span className="block text-xs text-slate-500">
                      {suggestion.averageRating.toFixed(1)} stars · {suggestion.totalReviews}{" "}
                      {suggestion.totalReviews === 1 ? "review" : "reviews"}
                    </span>
                  )}
                </BusinessLine>
                <button
                  type="button"
                  className={`${PRIMARY_BUTTON_CLASS} self-start`}
                  disabled={!canAct}
                  aria-haspopup="dialog"
                  onClick={() => setConnecting(suggestion)}
                >
                  Connect
                </button>
              </li>
            ))}
          </ul>
        )}
      </NetworkSection>
      <BlockedBusinesses business={business} />
      {connecting && <ConnectDialog business={business} other={connecting} onClose={() => setConnecting(null)} />}
    </div>
  );
}

function ConnectDialog({ business, other, onClose }: { business: Business; other: Suggestion; onClose: () => void }) {
  const [note, setNote] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const utils = api.useUtils();
  const connect = api.network.connect.useMutation({
    onSuccess: () => {
      toast.success(`Request sent to ${other.businessName}.`);
      void utils.network.suggestions.invalidate({ businessId: business.id });
      void utils.network.requests.invalidate({ businessId: business.id });
      onClose();
    },
  });
  useFocusOnError(connect.error, formRef);
  return (
    <Modal open onClose={onClose} title={`Connect with ${other.businessName}`}>
      <form
        ref={formRef}
        noValidate
        aria-label={`Connect with ${other.businessName}`}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          connect.mutate({ businessId: business.id, otherBusinessId: other.id, note });
        }}
      >
        <p className="text-sm text-slate-600">
          {other.businessName}&apos;s owner is asked to accept. Once connected you can refer customers to each other.
        </p>
        <TextAreaField
          label="Note (optional)"
          value={note}
          onChange={setNote}
          maxLength={CONNECTION_NOTE_MAX}
          rows={3}
          hint={`Say who you are and why you would like to connect (up to ${CONNECTION_NOTE_MAX} characters).`}
          error={fieldErrorsOf(connect.error).note}
        />
        <p className="-mt-2 text-right text-xs text-slate-500">
          {note.length} / {CONNECTION_NOTE_MAX}
        </p>
        <FormFooter
          error={connect.error}
          busy={connect.isPending}
          submitLabel="Send request"
          busyLabel="Sending…"
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}

function BlockedBusinesses({ business }: { business: Business }) {
  const blocked = api.network.blocked.useQuery({ businessId: business.id });
  const utils = api.useUtils();
  const unblock = api.network.unblock.useMutation({
    onSuccess: () => {
      toast.success("Business unblocked.");
      void utils.network.blocked.invalidate({ businessId: business.id });
      void utils.network.suggestions.invalidate({ businessId: business.id });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <NetworkSection
      id="blocked-title"
      title="Blocked businesses"
      description="They cannot ask to connect, refer customers to you or recommend you."
    >
      <ListState
        loading={blocked.isPending}
        error={blocked.error}
        empty={blocked.data?.length === 0}
        emptyText="You have not blocked any business."
      />
      {blocked.data && blocked.data.length > 0 && (
        <ul className="divide-y divide-slate-100">
          {blocked.data.map((row) => (
            <li
              key={row.business.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="network-blocked"
            >
              <BusinessLine business={row.business}>
                <span className="block text-xs text-slate-500">Blocked {formatDay(row.blockedAt)}</span>
              </BusinessLine>
              <button
                type="button"
                className={`${BUTTON_CLASS} self-start sm:self-center`}
                disabled={unblock.isPending && unblock.variables.otherBusinessId === row.business.id}
                onClick={() => unblock.mutate({ businessId: business.id, otherBusinessId: row.business.id })}
              >
                Unblock
              </button>
            </li>
          ))}
        </ul>
      )}
    </NetworkSection>
  );
}
