"use client";

import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { INVALID_SIGN_UP_LINK_MESSAGE, SIGN_UP_LINK_PROVIDER } from "@/features/auth/schema";
import { safeCallbackPath } from "@/lib/safe-redirect";
import { ClientForm } from "@/components/ui/client-form";
import { FormError, SubmitButton } from "@/components/ui/form-submit";

/** Creates the account and signs it in on a click (so a mail scanner opening the link does not use it up). */
export function FinishSignUpButton({ token, nextPath }: { token: string; nextPath: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await signIn(SIGN_UP_LINK_PROVIDER, { token, redirect: false });
    if (!result || result.error) {
      setError(result?.error && result.error !== "CredentialsSignin" ? result.error : INVALID_SIGN_UP_LINK_MESSAGE);
      setPending(false);
      return;
    }
    router.replace(safeCallbackPath(nextPath));
    router.refresh();
  }

  return (
    <ClientForm onSubmit={onSubmit} className="space-y-4" aria-label="Finish signing up">
      <FormError message={error} />
      <SubmitButton pending={pending} idle="Create my account" busy="Creating account..." />
    </ClientForm>
  );
}
