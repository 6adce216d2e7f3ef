"use client";
// The network's form dialogs (connect, refer, recommend, a referral's next step, reporting a
// recommendation): a titled modal holding a form, its form-wide error and Send / Cancel. Cancel
// forgets the last failure. After a failed send, focus goes to the first field the server named (its
// message is the field's description, so it is read out) or else to the form's announced error.
import { useEffect, useRef } from "react";
import { ClientForm } from "@/components/ui/client-form";
import { FormFooter } from "@/components/ui/field-errors";
import { Modal } from "@/components/ui/modal";

/** Focuses the first invalid control in `root`, or else its announced error (after it has rendered). */
export function focusFirstError(root: HTMLElement | null) {
  requestAnimationFrame(() => {
    const target =
      root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]') ??
      root?.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    if (target.getAttribute("role") === "alert" && !target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus();
  });
}

type Sending = {
  error: Parameters<typeof FormFooter>[0]["error"];
  isPending: boolean;
  reset: () => void;
};

export function DialogForm({
  open = true,
  onClose,
  title,
  sending,
  submitLabel,
  busyLabel = "Sending…",
  onSubmit,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  /** The dialog's title, and the form's name. */
  title: string;
  /** The mutation the form sends. */
  sending: Sending;
  submitLabel: string;
  busyLabel?: string;
  /** Called on submit (default prevented), with the form for checks made before sending. */
  onSubmit: (form: HTMLFormElement) => void;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sending.error) focusFirstError(ref.current);
  }, [sending.error]);
  const close = () => {
    sending.reset();
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={title}>
      <div ref={ref}>
        <ClientForm
          noValidate
          aria-label={title}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit(event.currentTarget);
          }}
        >
          {children}
          <FormFooter
            error={sending.error}
            busy={sending.isPending}
            submitLabel={submitLabel}
            busyLabel={busyLabel}
            onCancel={close}
          />
        </ClientForm>
      </div>
    </Modal>
  );
}

/** "120 / 500" under a text box; amber while below `min`. */
export function LengthCounter({ length, max, min = 0 }: { length: number; max: number; min?: number }) {
  return (
    <p
      className={`-mt-2 text-right text-xs tabular-nums ${length > 0 && length < min ? "text-amber-700" : "text-slate-500"}`}
    >
      {length} / {max}
    </p>
  );
}
