"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { api } from "@/trpc/react";
import { StatusMessage } from "@/features/auth/components/auth-card";
import { FormError, SubmitButton } from "@/components/ui/form-submit";
import { TextField } from "@/components/ui/text-field";
import { ClientForm } from "@/components/ui/client-form";
import { FOCUS_RING } from "@/components/ui/focus-ring";

/**
 * Confirms on a button press, so a mail scanner opening the link does not use it up; then offers the
 * owner's spot page, with focus on its link (the pressed button is gone).
 */
export function ConfirmWaitlistEmail({ token }: { token: string }) {
  const confirm = api.waitlist.confirmEmail.useMutation();
  const spotLink = useRef<HTMLAnchorElement>(null);
  const confirmed = Boolean(confirm.data);
  useEffect(() => {
    if (confirmed) spotLink.current?.focus();
  }, [confirmed]);

  if (confirm.data) {
    return (
      <div className="space-y-4">
        <StatusMessage message={confirm.data.message} />
        <Link
          ref={spotLink}
          href={`/waitlist/spot/${confirm.data.spotKey}`}
          className={`block rounded-md bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white shadow hover:bg-brand-700 ${FOCUS_RING}`}
        >
          See your place in line
        </Link>
        <Link href="/" className="block text-center text-sm font-medium text-brand-700 hover:underline">
          Continue to LocalHub
        </Link>
      </div>
    );
  }
  if (confirm.error?.data?.code === "BAD_REQUEST") {
    return (
      <div className="space-y-6">
        <FormError message={confirm.error.message} />
        <NewConfirmationLinkForm />
      </div>
    );
  }
  return (
    <ClientForm
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ token });
      }}
      className="space-y-4"
      aria-label="Confirm your email"
    >
      <FormError message={confirm.error?.message ?? null} />
      <SubmitButton pending={confirm.isPending} idle="Confirm my email" busy="Confirming..." />
    </ClientForm>
  );
}

/** A new link to the address (the answer does not say whether it is on the waitlist). */
export function NewConfirmationLinkForm() {
  const resend = api.waitlist.resendConfirmation.useMutation();
  const [fieldError, setFieldError] = useState<string | undefined>();

  if (resend.data) return <StatusMessage message={resend.data.message} />;
  return (
    <ClientForm
      onSubmit={(event) => {
        event.preventDefault();
        const email = String(new FormData(event.currentTarget).get("email") ?? "");
        setFieldError(undefined);
        resend.mutate({ email }, { onError: (error) => setFieldError(error.data?.fieldErrors?.email?.[0]) });
      }}
      noValidate
      className="space-y-4"
      aria-label="Get a new confirmation link"
    >
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        error={fieldError}
        hint="The email you joined the waitlist with."
      />
      <FormError message={resend.error && !fieldError ? resend.error.message : null} />
      <SubmitButton pending={resend.isPending} idle="Send a new link" busy="Sending..." />
    </ClientForm>
  );
}
