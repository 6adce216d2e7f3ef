import "server-only";
import type { Metadata } from "next";
import Link from "next/link";
import { INVALID_SIGN_UP_LINK_MESSAGE } from "@/features/auth/schema";
import { findSignUpRequest } from "@/features/auth/sign-up-requests";
import { db } from "@/platform/db";
import { AuthCard } from "@/features/auth/components/auth-card";
import { FormError } from "@/components/ui/form-submit";
import { FinishSignUpButton } from "@/features/auth/components/finish-sign-up-button";

export const metadata: Metadata = { title: "Finish signing up | LocalHub", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string }> };

export default async function FinishSignUpPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const request = token && token.length <= 200 ? await findSignUpRequest(db, token) : null;
  return (
    <AuthCard
      title="Finish signing up"
      intro={request ? `Create your LocalHub account for ${request.email}.` : undefined}
    >
      {request && token ? (
        <FinishSignUpButton token={token} nextPath={request.nextPath} />
      ) : (
        <div className="space-y-4">
          <FormError message={INVALID_SIGN_UP_LINK_MESSAGE} />
          <Link
            href="/auth?mode=signup"
            className="block text-center text-sm font-medium text-brand-700 hover:underline"
          >
            Sign up
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
