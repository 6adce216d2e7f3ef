"use client";
// Verification (a rejection asks for the reason the owner is told), featured and active, through the
// same businessAdmin procedures and hook as the businesses list. Rejecting and deactivating ask first.
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS } from "@/components/ui/form-styles";
import { CheckboxField } from "@/components/ui/checkbox-field";
import type { AdminBusinessFacts } from "@/features/businesses/ownership/types";
import { REASON_MAX } from "@/features/businesses/admin/types";
import { useModeration } from "@/features/businesses/admin/components/use-moderation";

const STATUS_LABELS = { pending: "Pending verification", verified: "Verified", rejected: "Rejected" } as const;

export function ModerationControls({ business }: { business: AdminBusinessFacts }) {
  const [confirming, setConfirming] = useState<"reject" | "deactivate" | null>(null);
  const [reason, setReason] = useState("");
  const { verification, featured, active, busy } = useModeration(() => {
    setConfirming(null);
    setReason("");
  });
  const status = business.verificationStatus;
  const setStatus = (next: "pending" | "verified" | "rejected", why = "") =>
    verification.mutate({ id: business.id, status: next, reason: why });

  return (
    <div className="space-y-4">
      <div className="space-y-2" role="group" aria-labelledby="verification-heading">
        <h3 id="verification-heading" className="text-sm font-semibold text-slate-900">
          Verification
        </h3>
        <p className="text-sm text-slate-700" data-testid="verification-status">
          {STATUS_LABELS[status]}
        </p>
        <div className="flex flex-wrap gap-2">
          {status !== "verified" && (
            <button type="button" className={BUTTON_CLASS} disabled={busy} onClick={() => setStatus("verified")}>
              Verify
            </button>
          )}
          {status !== "rejected" && (
            <button type="button" className={BUTTON_CLASS} onClick={() => setConfirming("reject")}>
              Reject verification
            </button>
          )}
          {status !== "pending" && (
            <button type="button" className={BUTTON_CLASS} disabled={busy} onClick={() => setStatus("pending")}>
              Back to pending
            </button>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <CheckboxField
          label="Featured on the home page"
          checked={business.featured}
          disabled={busy}
          onChange={(next) => featured.mutate({ id: business.id, featured: next })}
        />
        <button
          type="button"
          className={BUTTON_CLASS}
          disabled={busy}
          onClick={() =>
            business.active ? setConfirming("deactivate") : active.mutate({ id: business.id, active: true })
          }
        >
          {business.active
            ? "Deactivate listing"
            : business.awaitingApproval
              ? "Approve listing"
              : "Reactivate listing"}
        </button>
      </div>
      <ConfirmDialog
        open={confirming === "reject"}
        title="Reject verification?"
        description={`The owner of ${business.businessName} is told the reason below.`}
        confirmLabel="Reject verification"
        busy={verification.isPending}
        confirmDisabled={reason.trim() === ""}
        onConfirm={() => setStatus("rejected", reason)}
        onClose={() => setConfirming(null)}
      >
        <label className={LABEL_CLASS}>
          Reason for the owner
          <textarea
            className={INPUT_CLASS}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "deactivate"}
        title="Deactivate listing?"
        description={`${business.businessName} will leave the directory and its profile page until it is reactivated. The owner is told.`}
        confirmLabel="Deactivate listing"
        busy={active.isPending}
        onConfirm={() => active.mutate({ id: business.id, active: false })}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
}
