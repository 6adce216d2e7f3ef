import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getPageUser } from "@/server/auth/page-access";
import { safeCallbackPath } from "@/lib/safe-redirect";
import { landingPathFor } from "@/lib/roles";
import { ROLE_LANDING_PATH } from "@/lib/sign-in-path";
import { AuthForms } from "@/features/auth/components/auth-forms";

export const metadata: Metadata = { title: "Sign in or create an account | LocalHub" };

type Props = { searchParams: Promise<{ callbackUrl?: string; mode?: string }> };

export default async function AuthPage({ searchParams }: Props) {
  const params = await searchParams;
  // A page that sent the visitor here is where they return; otherwise their role decides (landingPathFor).
  const callbackUrl = params.callbackUrl ? safeCallbackPath(params.callbackUrl) : ROLE_LANDING_PATH;
  const user = await getPageUser();
  if (user) redirect(callbackUrl === ROLE_LANDING_PATH ? landingPathFor(user.roles) : callbackUrl);
  return (
    <div className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <AuthForms callbackUrl={callbackUrl} initialMode={params.mode === "signup" ? "signup" : "signin"} />
    </div>
  );
}
