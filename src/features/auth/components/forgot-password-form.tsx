"use client";

import Link from "next/link";
import { api } from "@/trpc/react";
import { StatusMessage } from "./auth-card";
import { SubmitButton } from "@/components/ui/form-submit";
import { TextField } from "@/components/ui/text-field";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { useFormErrors } from "@/components/ui/use-form-errors";

const FIELDS = [{ key: "email", id: "reset-email" }];

/** Asks for the email; the answer is the same whether or not an account exists. */
export function ForgotPasswordForm() {
  const errors = useFormErrors(FIELDS);
  const request = api.auth.requestPasswordReset.useMutation({ onError: errors.show });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    errors.clear();
    request.mutate({ email });
  }

  if (request.data) {
    return (
      <div className="space-y-4">
        <StatusMessage message={request.data.message} />
        <Link href="/auth" className="block text-center text-sm font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </div>
    );
  }
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset your password">
      <ErrorSummary {...errors.summary} />
      <TextField
        label="Email"
        id="reset-email"
        name="email"
        type="email"
        autoComplete="email"
        error={errors.fieldErrors.email}
      />
      <SubmitButton pending={request.isPending} idle="Send reset link" busy="Sending..." />
    </ClientForm>
  );
}
