"use client";
// 'Claim this business' on a profile without an owner: guests (as the server rendered the page) are
// asked to sign in first, and signed-in viewers without a verified email address to verify one (the
// server refuses their claims); verified viewers' pages load the claim form (claim-form.tsx, with
// its dialog and API call) as a chunk of their own.
import { withApi } from "@/trpc/island";
import { IntentLink } from "@/components/ui/intent-link";
import { BUTTON_CLASS } from "@/components/ui/form-styles";
import { useCardStateContext } from "@/features/favourites/components/card-state-context";
import { CLAIM_MESSAGES } from "@/features/businesses/claims/types";

const SignedInClaim = withApi(() => import("./claim-form").then((module) => module.SignedInClaim));

export function ClaimBusiness({
  businessId,
  businessName,
  path,
}: {
  businessId: string;
  businessName: string;
  path: string;
}) {
  const { viewer } = useCardStateContext();
  return (
    <section aria-labelledby="claim-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="claim-title" className="text-base font-semibold text-slate-900">
        Is this your business?
      </h2>
      <p className="mt-1 text-sm text-slate-600">Claim it to keep its hours, services and offers up to date.</p>
      {viewer?.verifiedEmail ? (
        <SignedInClaim businessId={businessId} businessName={businessName} />
      ) : viewer !== null ? (
        <p className="mt-3 text-sm text-amber-900">
          {CLAIM_MESSAGES.verifyEmailFirst}{" "}
          <IntentLink href="/account" className="font-medium underline">
            Go to your account settings
          </IntentLink>
        </p>
      ) : (
        <IntentLink
          href={`/auth?callbackUrl=${encodeURIComponent(path)}`}
          className={`${BUTTON_CLASS} mt-3 inline-block`}
        >
          Sign in to claim this business
        </IntentLink>
      )}
    </section>
  );
}
