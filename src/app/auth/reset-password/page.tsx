import type { Metadata } from "next";
import Link from "next/link";
import { INVALID_RESET_LINK_MESSAGE } from "@/features/auth/schema";
import { AuthCard } from "@/features/auth/components/auth-card";
import { FormError } from "@/components/ui/form-submit";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export const metadata: Metadata = { title: "Choose a new password | LocalHub", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Choose a new password" intro="Setting a new password signs you out on every device.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="space-y-4">
          <FormError message={INVALID_RESET_LINK_MESSAGE} />
          <Link
            href="/auth/forgot-password"
            className="block text-center text-sm font-medium text-brand-700 hover:underline"
          >
            Ask for a new link
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
