"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { EMAIL_VERIFIED_MESSAGE } from "@/features/auth/schema";
import { api } from "@/trpc/react";
import { StatusMessage } from "./auth-card";
import { FormError, SubmitButton } from "@/components/ui/form-submit";
import { ClientForm } from "@/components/ui/client-form";

/** Confirms the address on a click (so a mail scanner opening the link does not use it up). */
export function VerifyEmailButton({ token }: { token: string }) {
  const router = useRouter();
  const verify = api.auth.verifyEmail.useMutation({ onSuccess: () => router.refresh() });

  if (verify.isSuccess) {
    return (
      <div className="space-y-4">
        <StatusMessage message={EMAIL_VERIFIED_MESSAGE} />
        <Link href="/" className="block text-center text-sm font-medium text-brand-700 hover:underline">
          Continue to LocalHub
        </Link>
      </div>
    );
  }
  return (
    <ClientForm
      onSubmit={(event) => {
        event.preventDefault();
        verify.mutate({ token });
      }}
      className="space-y-4"
      aria-label="Verify your email"
    >
      <FormError message={verify.error?.message ?? null} />
      <SubmitButton pending={verify.isPending} idle="Verify my email" busy="Verifying..." />
    </ClientForm>
  );
}
