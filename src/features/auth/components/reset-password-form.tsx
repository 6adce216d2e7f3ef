"use client";

import Link from "next/link";
import { useState } from "react";
import { PASSWORD_MIN_LENGTH } from "@/features/auth/schema";
import { PASSWORD_RESET_DONE_MESSAGE } from "@/features/auth/schema";
import { api } from "@/trpc/react";
import { StatusMessage } from "./auth-card";
import { FormError, SubmitButton } from "@/components/ui/form-submit";
import { TextField } from "@/components/ui/text-field";
import { ClientForm } from "@/components/ui/client-form";

/** Sets a new password from a reset link's token. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = api.auth.resetPassword.useMutation();
  const [fieldError, setFieldError] = useState<string | undefined>();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    setFieldError(undefined);
    reset.mutate({ token, password }, { onError: (error) => setFieldError(error.data?.fieldErrors?.password?.[0]) });
  }

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <StatusMessage message={PASSWORD_RESET_DONE_MESSAGE} />
        <Link href="/auth" className="block text-center text-sm font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`}
        error={fieldError}
      />
      <FormError message={reset.error && !fieldError ? reset.error.message : null} />
      <SubmitButton pending={reset.isPending} idle="Set new password" busy="Saving..." />
    </ClientForm>
  );
}
