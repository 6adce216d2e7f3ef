import type { Metadata } from "next";
import { WAITLIST_CONFIRM_MESSAGES } from "@/features/waitlist/schema";
import { AuthCard } from "@/features/auth/components/auth-card";
import { FormError } from "@/components/ui/form-submit";
import { ConfirmWaitlistEmail, NewConfirmationLinkForm } from "@/features/waitlist/components/confirm-waitlist-email";

export const metadata: Metadata = { title: "Confirm your email | LocalHub", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string }> };

/** The link of the waitlist's confirmation email (double opt-in). */
export default async function ConfirmWaitlistEmailPage({ searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <AuthCard
      title="Confirm your email"
      intro="Confirm this address to keep your spot on the LocalHub directory waitlist."
    >
      {token ? (
        <ConfirmWaitlistEmail token={token} />
      ) : (
        <div className="space-y-6">
          <FormError message={WAITLIST_CONFIRM_MESSAGES.invalidLink} />
          <NewConfirmationLinkForm />
        </div>
      )}
    </AuthCard>
  );
}
