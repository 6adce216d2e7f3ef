"use client";
// A waitlist entry's review on /admin/referrals: "Clear" an entry the fraud check held (after a
// confirmation saying what clearing does), and "Assign area" to an entry whose location named no
// area. The table re-reads after either.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { ClientForm } from "@/components/ui/client-form";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { fieldErrorsOf, FormFooter } from "@/components/ui/field-errors";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { Modal } from "@/components/ui/modal";
import { useHydrated } from "@/components/ui/use-hydrated";
import { api } from "@/trpc/react";
import { AreaFields, useAreaChoice } from "./area-fields";

type Props = { id: string; businessName: string; held: boolean; areaUnknown: boolean };

export function EntryReviewActions({ id, businessName, held, areaUnknown }: Props) {
  const [open, setOpen] = useState<"clear" | "assign" | null>(null);
  // A press before hydration would be lost.
  const hydrated = useHydrated();
  return (
    <>
      {held && (
        <button
          type="button"
          className={BUTTON_CLASS}
          disabled={!hydrated}
          aria-label={`Clear ${businessName}`}
          onClick={() => setOpen("clear")}
        >
          Clear
        </button>
      )}
      {areaUnknown && (
        <button
          type="button"
          className={BUTTON_CLASS}
          disabled={!hydrated}
          aria-label={`Assign an area to ${businessName}`}
          onClick={() => setOpen("assign")}
        >
          Assign area
        </button>
      )}
      {held && (
        <ClearDialog id={id} businessName={businessName} open={open === "clear"} onClose={() => setOpen(null)} />
      )}
      {areaUnknown && (
        <Modal open={open === "assign"} onClose={() => setOpen(null)} title={`Assign an area to ${businessName}`}>
          <AssignAreaForm id={id} businessName={businessName} onClose={() => setOpen(null)} />
        </Modal>
      )}
    </>
  );
}

function ClearDialog({
  id,
  businessName,
  open,
  onClose,
}: Omit<Props, "held" | "areaUnknown"> & { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const clear = api.waitlistAdmin.clearEntry.useMutation({
    onSuccess: (result) => {
      toast.success(
        result.referralCredited
          ? `Cleared ${businessName}: it counts now, and its referrer got the referral.`
          : `Cleared ${businessName}: it counts now.`,
      );
      onClose();
      router.refresh();
    },
  });
  return (
    <ConfirmDialog
      open={open}
      tone="primary"
      title={`Clear ${businessName}?`}
      description={
        <>
          <p>
            The fraud check held this entry. Cleared, it counts toward its area&apos;s progress, and the entry whose
            link it joined through gets the referral once this address is confirmed.
          </p>
          {clear.error && (
            <p role="alert" className="mt-2 text-red-700">
              {clear.error.message}
            </p>
          )}
        </>
      }
      confirmLabel="Clear entry"
      busy={clear.isPending}
      onConfirm={() => clear.mutate({ id })}
      onClose={() => {
        clear.reset();
        onClose();
      }}
    />
  );
}

function AssignAreaForm({ id, businessName, onClose }: { id: string; businessName: string; onClose: () => void }) {
  const router = useRouter();
  const choice = useAreaChoice();
  const assign = api.waitlistAdmin.assignArea.useMutation({
    onSuccess: (result) => {
      toast.success(`${businessName} now counts toward ${result.area}.`);
      onClose();
      router.refresh();
    },
  });
  const areaError = fieldErrorsOf(assign.error).area;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    assign.mutate({ id, area: choice.key });
  }

  return (
    <ClientForm
      onSubmit={submit}
      aria-label={`Assign an area to ${businessName}`}
      className="flex flex-wrap items-end gap-4"
    >
      <p className="w-full text-sm text-slate-600">
        Choose one of LocalHub&apos;s cities, or type the 5-digit ZIP code the owner meant.
      </p>
      <AreaFields choice={choice} error={areaError} errorId={`assign-area-${id}-error`} />
      <div className="flex w-full flex-col gap-3">
        <FormFooter
          error={assign.error}
          busy={assign.isPending}
          submitLabel="Assign area"
          busyLabel="Assigning..."
          onCancel={onClose}
        />
      </div>
    </ClientForm>
  );
}
