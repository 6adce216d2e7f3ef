// Shown on the dashboard while a business's verification waits on its owner's email address: an
// admin cannot verify a business whose owner has not confirmed their email (admin/moderation.ts).
import { ResendVerificationButton } from "@/features/auth/components/resend-verification-button";

export function EmailVerificationNotice({ businessName }: { businessName: string }) {
  return (
    <p
      data-testid="owner-email-notice"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <strong className="font-semibold">Verification is waiting on your email address.</strong> An admin can verify{" "}
      {businessName} once you confirm your email with the link we sent you. <ResendVerificationButton />
    </p>
  );
}
