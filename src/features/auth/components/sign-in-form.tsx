"use client";

import Link from "next/link";
import { useState } from "react";
import { MISSING_CREDENTIALS_MESSAGE } from "@/features/auth/schema";
import { FormError, SubmitButton } from "@/components/ui/form-submit";
import { TextField } from "@/components/ui/text-field";
import { useCredentialsSignIn } from "./use-credentials-sign-in";
import { ClientForm } from "@/components/ui/client-form";

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const signIn = useCredentialsSignIn(callbackUrl);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const identifier = String(form.get("identifier") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!identifier || !password) return setError(MISSING_CREDENTIALS_MESSAGE);
    setPending(true);
    setError(null);
    const message = await signIn(identifier, password);
    if (message) {
      setError(message);
      setPending(false);
    }
  }

  return (
    <ClientForm onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <TextField label="Email or phone number" name="identifier" autoComplete="username" />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" />
      <p className="-mt-2 text-right text-sm">
        <Link href="/auth/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
      <FormError message={error} />
      <SubmitButton pending={pending} idle="Sign In" busy="Signing in..." />
    </ClientForm>
  );
}
