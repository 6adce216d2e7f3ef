"use client";

import Link from "next/link";
import { useState } from "react";
import { SubmitButton } from "@/components/ui/form-submit";
import { TextField } from "@/components/ui/text-field";
import { useCredentialsSignIn } from "./use-credentials-sign-in";
import { ClientForm } from "@/components/ui/client-form";
import { ErrorSummary } from "@/components/ui/error-summary";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { missingCredentials } from "./missing-credentials";

const FIELDS = [
  { key: "identifier", id: "sign-in-identifier" },
  { key: "password", id: "sign-in-password" },
];

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const signIn = useCredentialsSignIn(callbackUrl);
  const errors = useFormErrors(FIELDS);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const identifier = String(form.get("identifier") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const missing = missingCredentials(identifier, password);
    if (missing) return errors.fail(missing);
    setPending(true);
    errors.clear();
    const message = await signIn(identifier, password);
    if (message) {
      errors.fail({}, message);
      setPending(false);
    }
  }

  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <ErrorSummary {...errors.summary} />
      <TextField
        label="Email or phone number"
        id="sign-in-identifier"
        name="identifier"
        autoComplete="username"
        error={errors.fieldErrors.identifier}
      />
      <TextField
        label="Password"
        id="sign-in-password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.fieldErrors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link href="/auth/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
      <SubmitButton pending={pending} idle="Sign In" busy="Signing in..." />
    </ClientForm>
  );
}
