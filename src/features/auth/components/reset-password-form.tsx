"use client";

import Link from "next/link";
import { PASSWORD_MIN_LENGTH } from "@/features/auth/schema";
import { PASSWORD_RESET_DONE_MESSAGE } from "@/features/auth/schema";
import { api } from "@/trpc/react";
import { StatusMessage } from "./auth-card";
import { SubmitButton } from "@/components/ui/form-submit";
import { TextField } from "@/components/ui/text-field";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { useFormErrors } from "@/components/ui/use-form-errors";

const FIELDS = [{ key: "password", id: "new-password" }];
const LINK_CLASS = "block text-center text-sm font-medium text-brand-700 hover:underline";

/** Sets a new password from a reset link's token; a link that cannot be used says why and offers a new one. */
export function ResetPasswordForm({ token }: { token: string }) {
  const errors = useFormErrors(FIELDS);
  const reset = api.auth.resetPassword.useMutation({ onError: errors.show });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    errors.clear();
    reset.mutate({ token, password });
  }

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <StatusMessage message={PASSWORD_RESET_DONE_MESSAGE} />
        <Link href="/auth" className={LINK_CLASS}>
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
      <ErrorSummary {...errors.summary} />
      <TextField
        label="New password"
        id="new-password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number.`}
        error={errors.fieldErrors.password}
      />
      <SubmitButton pending={reset.isPending} idle="Set new password" busy="Saving..." />
      {errors.fieldErrors.token && (
        <Link href="/auth/forgot-password" className={LINK_CLASS}>
          Ask for a new link
        </Link>
      )}
    </ClientForm>
  );
}
