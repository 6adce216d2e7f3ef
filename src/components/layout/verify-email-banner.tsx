"use client";

// A gentle reminder under the header until the signed-in user's email is verified
// (phone-only accounts are exempt).
import { ResendVerificationButton } from "@/components/providers/signed-in";
import { useViewer } from "@/components/providers/viewer";

export function VerifyEmailBanner() {
  const user = useViewer();
  if (!user || user.emailVerified) return null;
  return (
    <div role="region" aria-label="Email verification" className="border-b border-amber-200 bg-amber-50">
      <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 text-sm text-amber-900 sm:px-6 lg:px-8">
        <span>
          Please verify your email address: we sent a link to <strong>{user.email}</strong>.
        </span>
        <ResendVerificationButton />
      </p>
    </div>
  );
}
