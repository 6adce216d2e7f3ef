import type { Metadata } from "next";
import { INVALID_VERIFY_LINK_MESSAGE } from "@/features/auth/schema";
import { AuthCard } from "@/features/auth/components/auth-card";
import { FormError } from "@/components/ui/form-submit";
import { VerifyEmailButton } from "@/features/auth/components/verify-email-button";

export const metadata: Metadata = { title: "Verify your email | LocalHub", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Verify your email" intro="Confirm that this email address belongs to you.">
      {token ? <VerifyEmailButton token={token} /> : <FormError message={INVALID_VERIFY_LINK_MESSAGE} />}
    </AuthCard>
  );
}
