"use client";
// The business's connections: searched by name, filtered by category, a page at a time. Each one can
// be referred a customer or recommended, and removed or blocked after a confirmation.
import { useState } from "react";
import toast from "react-hot-toast";
import { dated } from "@/components/ui/dated";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { SelectField } from "@/components/ui/select-field";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { api, type RouterOutputs } from "@/trpc/react";
import { RecommendDialog, ReferDialog } from "./dialogs";
import { networkHref } from "./format";
import { BusinessLine, ListState, NetworkSection, Pager, Rows, TextLink } from "./parts";

type Connection = RouterOutputs["network"]["connections"]["items"][number];
type Pending = { kind: "remove" | "block"; connection: Connection } | null;
type Dialog = { kind: "refer" | "recommend"; connection: Connection } | null;

export function ConnectionsList({
  business,
  canAct,
}: {
  business: { id: string; businessName: string };
  canAct: boolean;
}) {
  const [search, setSearch] = useState("");
  const [categoryId, setCategoryId] = useState("");
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const settledSearch = useDebouncedValue(search.trim(), 250);
  const utils = api.useUtils();
  const query = {
    businessId: business.id,
    search: settledSearch || undefined,
    categoryId: categoryId || undefined,
    page,
  };
  const connections = api.network.connections.useQuery(query, { placeholderData: (previous) => previous });
  const refresh = () => {
    void utils.network.connections.invalidate({ businessId: business.id });
    void utils.network.numbers.invalidate({ businessId: business.id });
    void utils.network.blocked.invalidate({ businessId: business.id });
    void utils.network.suggestions.invalidate({ businessId: business.id });
  };
  const remove = api.network.removeConnection.useMutation({
    onSuccess: () => {
      toast.success(`${pending?.connection.business.businessName ?? "The business"} is no longer a connection.`);
      setPending(null);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const block = api.network.block.useMutation({
    onSuccess: () => {
      toast.success(`${pending?.connection.business.businessName ?? "The business"} is blocked.`);
      setPending(null);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const data = connections.data;
  const filtered = Boolean(settledSearch || categoryId);
  const other = pending?.connection.business;
  return (
    <NetworkSection
      id="connections-title"
      title="Connections"
      description={
        data ? `${data.total} ${data.total === 1 ? "business" : "businesses"}${filtered ? " match" : ""}` : undefined
      }
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
        <label className={LABEL_CLASS}>
          Search connections
          <input
            type="search"
            className={INPUT_CLASS}
            value={search}
            maxLength={100}
            placeholder="Business name"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <SelectField
          label="Category"
          empty="All categories"
          value={categoryId}
          options={(data?.categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
          onChange={(event) => {
            setCategoryId(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <ListState
        loading={connections.isPending}
        error={connections.error}
        empty={data?.items.length === 0}
        emptyText={
          filtered ? (
            "No connection matches this search."
          ) : (
            <>
              No connections yet.{" "}
              <TextLink href={networkHref("/dashboard/network/suggestions", business.id)}>
                See businesses you could connect with
              </TextLink>
              .
            </>
          )
        }
      />
      <Rows items={data?.items} className="divide-y divide-slate-100" busy={connections.isFetching}>
        {(connection) => (
          <li
            key={connection.connectionId}
            className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="network-connection"
          >
            <BusinessLine
              business={connection.business}
              note={connection.connectedAt ? dated("Connected", connection.connectedAt) : undefined}
            />
            <div
              role="group"
              aria-label={connection.business.businessName}
              className="flex flex-wrap gap-2 sm:flex-nowrap"
            >
              <button
                type="button"
                className={BUTTON_CLASS}
                disabled={!canAct}
                onClick={() => setDialog({ kind: "refer", connection })}
              >
                Refer a customer
              </button>
              <button
                type="button"
                className={BUTTON_CLASS}
                disabled={!canAct}
                onClick={() => setDialog({ kind: "recommend", connection })}
              >
                Recommend
              </button>
              <button type="button" className={BUTTON_CLASS} onClick={() => setPending({ kind: "remove", connection })}>
                Remove
              </button>
              <button
                type="button"
                className={`${BUTTON_CLASS} text-red-700`}
                onClick={() => setPending({ kind: "block", connection })}
              >
                Block
              </button>
            </div>
          </li>
        )}
      </Rows>
      {data && <Pager list={data} label="Connections pages" onPage={setPage} />}
      <ConfirmDialog
        open={pending?.kind === "remove"}
        title={`Remove ${other?.businessName ?? "this connection"}?`}
        description="You stop being connected; either of you can ask again later. Referrals and recommendations between you stay."
        confirmLabel="Remove connection"
        busy={remove.isPending}
        onConfirm={() => pending && remove.mutate({ connectionId: pending.connection.connectionId })}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={pending?.kind === "block"}
        title={`Block ${other?.businessName ?? "this business"}?`}
        description="The connection ends and this business can no longer ask to connect, refer customers or recommend you. You can unblock it under Suggestions."
        confirmLabel="Block business"
        busy={block.isPending}
        onConfirm={() =>
          pending && block.mutate({ businessId: business.id, otherBusinessId: pending.connection.business.id })
        }
        onClose={() => setPending(null)}
      />
      {dialog && (
        <>
          <ReferDialog
            open={dialog.kind === "refer"}
            onClose={() => setDialog(null)}
            from={[business]}
            other={dialog.connection.business}
          />
          <RecommendDialog
            open={dialog.kind === "recommend"}
            onClose={() => setDialog(null)}
            from={[business]}
            other={dialog.connection.business}
          />
        </>
      )}
    </NetworkSection>
  );
}
