"use client";
// Businesses to connect with (same city, other categories, not yet connected or asked), each with
// Connect and an optional note; and the businesses this one blocked, to unblock.
import { useState } from "react";
import toast from "react-hot-toast";
import { dated } from "@/components/ui/dated";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { api, type RouterOutputs } from "@/trpc/react";
import { ConnectDialog } from "./dialogs";
import { BusinessLine, ListState, NetworkSection, Rows } from "./parts";

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
        <Rows items={suggestions.data} className="grid gap-3 sm:grid-cols-2">
          {(suggestion) => (
            <li
              key={suggestion.id}
              className="flex flex-col justify-between gap-3 rounded-lg border border-slate-200 p-4"
              data-testid="network-suggestion"
            >
              <BusinessLine
                business={suggestion}
                note={
                  suggestion.totalReviews > 0
                    ? `${suggestion.averageRating.toFixed(1)} stars · ${suggestion.totalReviews} ${suggestion.totalReviews === 1 ? "review" : "reviews"}`
                    : undefined
                }
              />
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
          )}
        </Rows>
      </NetworkSection>
      <BlockedBusinesses business={business} />
      {connecting && <ConnectDialog from={[business]} other={connecting} onClose={() => setConnecting(null)} />}
    </div>
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
      <Rows items={blocked.data} className="divide-y divide-slate-100">
        {(row) => (
          <li
            key={row.business.id}
            className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="network-blocked"
          >
            <BusinessLine business={row.business} note={dated("Blocked", row.blockedAt)} />
            <button
              type="button"
              className={`${BUTTON_CLASS} self-start sm:self-center`}
              disabled={unblock.isPending && unblock.variables.otherBusinessId === row.business.id}
              onClick={() => unblock.mutate({ businessId: business.id, otherBusinessId: row.business.id })}
            >
              Unblock
            </button>
          </li>
        )}
      </Rows>
    </NetworkSection>
  );
}
