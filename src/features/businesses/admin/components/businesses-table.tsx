"use client";
// The page of businesses: a checkbox per row for bulk actions, and the row's own actions in one menu
// ('Actions for <name>'). Rejecting (with the reason the owner is told), deactivating and every bulk
// action confirm in the dialog.
import { useState } from "react";
import { AdminTable, TruncatedText } from "@/components/ui/data-table";
import { LocalTime } from "@/components/ui/local-time";
import { ActionsMenu, type MenuAction } from "@/components/ui/actions-menu";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { BULK_ACTION_IDS, BULK_ACTION_LABELS, REASON_MAX, type BulkAction } from "@/features/businesses/admin/types";
import type { RouterOutputs } from "@/trpc/react";
import { StatusBadges } from "./status-badges";
import { useModeration } from "@/features/businesses/admin/components/use-moderation";

export type BusinessRow = RouterOutputs["businessAdmin"]["list"]["businesses"][number];
type Pending =
  | { kind: "reject"; row: BusinessRow }
  | { kind: "deactivate"; row: BusinessRow }
  | { kind: "bulk"; action: BulkAction }
  | null;

const HEADINGS = [
  { srOnly: "Select" },
  "Business",
  "Owner",
  "Status",
  "Rating",
  "Added",
  { srOnly: "Actions" },
] as const;
const plural = (count: number) => `${count} ${count === 1 ? "business" : "businesses"}`;

export function BusinessesTable({ rows }: { rows: BusinessRow[] }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState("");
  const close = () => {
    setPending(null);
    setReason("");
  };
  const actions = useModeration(() => {
    close();
    setSelected(new Set());
  });
  // Rows of another page or search are not selected any more.
  const chosen = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const allChosen = rows.length > 0 && chosen.length === rows.length;
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  function confirm() {
    if (!pending) return;
    if (pending.kind === "reject") actions.verification.mutate({ id: pending.row.id, status: "rejected", reason });
    else if (pending.kind === "deactivate") actions.active.mutate({ id: pending.row.id, active: false });
    else actions.bulk.mutate({ ids: chosen, action: pending.action });
  }

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Bulk actions" className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={allChosen}
            onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.id)))}
            className="size-4"
          />
          Select all on this page
        </label>
        <span className="text-sm text-slate-600" aria-live="polite">
          {chosen.length ? `${plural(chosen.length)} selected` : "None selected"}
        </span>
        {BULK_ACTION_IDS.map((action) => (
          <button
            key={action}
            type="button"
            className={BUTTON_CLASS}
            aria-disabled={chosen.length === 0}
            onClick={() => chosen.length && setPending({ kind: "bulk", action })}
          >
            {BULK_ACTION_LABELS[action].label} selected
          </button>
        ))}
      </div>
      <AdminTable caption="Businesses" headings={HEADINGS} stickyActions busy={actions.busy}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="px-3 py-2">
              <input
                type="checkbox"
                checked={selected.has(row.id)}
                onChange={() => toggle(row.id)}
                aria-label={`Select ${row.businessName}`}
                className="size-4"
              />
            </td>
            <td className="px-3 py-2">
              <span className="font-medium text-slate-900">{row.businessName}</span>
              <span className="block text-xs text-slate-500">
                {[row.category, row.city, row.zipCode].filter(Boolean).join(" · ")}
              </span>
            </td>
            <td className="px-3 py-2">
              {row.owner ? (
                <TruncatedText text={row.owner.email ?? row.owner.displayName} />
              ) : (
                <span className="text-slate-500">No owner</span>
              )}
            </td>
            <td className="px-3 py-2">
              <StatusBadges row={row} />
            </td>
            <td className="px-3 py-2 whitespace-nowrap text-slate-700">
              {row.totalReviews ? `${row.averageRating.toFixed(1)} (${row.totalReviews})` : "No reviews"}
            </td>
            <td className="px-3 py-2 whitespace-nowrap text-slate-600">
              <LocalTime at={row.createdAt} />
            </td>
            <AdminTable.Actions>
              <ActionsMenu label={`Actions for ${row.businessName}`} actions={rowActions(row, actions, setPending)} />
            </AdminTable.Actions>
          </tr>
        ))}
      </AdminTable>
      <ConfirmDialog
        open={pending !== null}
        {...dialogText(pending, chosen.length)}
        tone={pending?.kind === "bulk" && pending.action !== "deactivate" ? "primary" : "danger"}
        busy={actions.busy}
        confirmDisabled={pending?.kind === "reject" && reason.trim().length === 0}
        onConfirm={confirm}
        onClose={close}
      >
        {pending?.kind === "reject" ? (
          <label className={LABEL_CLASS}>
            Reason (the owner is told)
            <textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={REASON_MAX}
              rows={3}
              required
              className={INPUT_CLASS}
            />
          </label>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

/** The row's menu: what can change from its current state, then its edit screen and public page. */
function rowActions(
  row: BusinessRow,
  actions: ReturnType<typeof useModeration>,
  ask: (pending: Pending) => void,
): MenuAction[] {
  const busy = actions.busy;
  return [
    ...(row.verificationStatus !== "verified"
      ? [
          {
            label: "Verify",
            disabled: busy,
            onSelect: () => actions.verification.mutate({ id: row.id, status: "verified" }),
          },
        ]
      : []),
    ...(row.verificationStatus !== "rejected"
      ? [{ label: "Reject…", onSelect: () => ask({ kind: "reject", row }) }]
      : []),
    {
      label: row.featured ? "Unfeature" : "Feature",
      disabled: busy,
      onSelect: () => actions.featured.mutate({ id: row.id, featured: !row.featured }),
    },
    row.active
      ? { label: "Deactivate", onSelect: () => ask({ kind: "deactivate", row }) }
      : {
          label: row.awaitingApproval ? "Approve listing" : "Activate",
          disabled: busy,
          onSelect: () => actions.active.mutate({ id: row.id, active: true }),
        },
    { label: "Edit", href: `/admin/business/${row.id}/edit` },
    ...(row.active ? [{ label: "Public page", href: row.publicUrl, newTab: true }] : []),
  ];
}

function dialogText(pending: Pending, count: number) {
  if (pending?.kind === "reject") {
    return {
      title: `Reject verification of ${pending.row.businessName}?`,
      description:
        "The business shows no verified badge, and its owner gets the reason by email and in their notifications.",
      confirmLabel: "Reject",
    };
  }
  if (pending?.kind === "deactivate") {
    return {
      title: `Deactivate ${pending.row.businessName}?`,
      description: "It leaves the directory and its public page, and its owner is told.",
      confirmLabel: "Deactivate",
    };
  }
  const label = pending?.kind === "bulk" ? BULK_ACTION_LABELS[pending.action].label : "";
  const effects: Record<BulkAction, string> = {
    verify: "Each owner is told; businesses whose owner has not verified their email are skipped.",
    feature: "The home page shows only the 6 newest featured businesses.",
    deactivate: "They leave the directory and their public pages, and each owner is told.",
  };
  return {
    title: `${label} ${plural(count)}?`,
    description:
      pending?.kind === "bulk" ? `${label} the ${plural(count)} you selected. ${effects[pending.action]}` : "",
    confirmLabel: `${label} ${plural(count)}`,
  };
}
