"use client";
// The network's form dialogs (connect, refer, recommend, a referral's next step, reporting a
// recommendation): a titled modal holding a form, its form-wide error and Send / Cancel. Cancel
// forgets the last failure. With `errors`, a failed send puts an ErrorSummary at the top of the
// form, which takes focus and links to each field in error. Without, focus goes to the first field
// the server named (its message is the field's description, so it is read out) or else to the
// form's announced error.
import { useEffect, useRef } from "react";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { FormFooter } from "@/components/ui/field-errors";
import { Modal } from "@/components/ui/modal";
import type { FormErrorsState } from "@/components/ui/use-form-errors";

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
  errors,
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
  /** The form's errors, made with its fields; the mutation's `onError` is `errors.show`. */
  errors?: FormErrorsState;
  submitLabel: string;
  busyLabel?: string;
  /** Called on submit (default prevented), with the form for checks made before sending. */
  onSubmit: (form: HTMLFormElement) => void;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const summarised = errors !== undefined;
  useEffect(() => {
    if (sending.error && !summarised) focusFirstError(ref.current);
  }, [sending.error, summarised]);
  const close = () => {
    sending.reset();
    errors?.clear();
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
            errors?.clear();
            onSubmit(event.currentTarget);
          }}
        >
          {errors && <ErrorSummary {...errors.summary} />}
          {children}
          <FormFooter
            error={summarised ? null : sending.error}
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
