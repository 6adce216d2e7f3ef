"use client";

import Link from "next/link";
import { useState } from "react";
import { api } from "@/trpc/react";
import { StatusMessage } from "./auth-card";
import { FormError, SubmitButton } from "@/components/ui/form-submit";
import { TextField } from "@/components/ui/text-field";
import { ClientForm } from "@/components/ui/client-form";

/** Asks for the email; the answer is the same whether or not an account exists. */
export function ForgotPasswordForm() {
  const request = api.auth.requestPasswordReset.useMutation();
  const [fieldError, setFieldError] = useState<string | undefined>();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setFieldError(undefined);
    request.mutate({ email }, { onError: (error) => setFieldError(error.data?.fieldErrors?.email?.[0]) });
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
      <TextField label="Email" name="email" type="email" autoComplete="email" error={fieldError} />
      <FormError message={request.error && !fieldError ? request.error.message : null} />
      <SubmitButton pending={request.isPending} idle="Send reset link" busy="Sending..." />
    </ClientForm>
  );
}
