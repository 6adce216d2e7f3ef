import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getPageUser } from "@/server/auth/page-access";
import { safeCallbackPath } from "@/lib/safe-redirect";
import { AuthForms } from "@/features/auth/components/auth-forms";

export const metadata: Metadata = { title: "Sign in or create an account | LocalHub" };

type Props = { searchParams: Promise<{ callbackUrl?: string; mode?: string }> };

export default async function AuthPage({ searchParams }: Props) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await getPageUser()) redirect(callbackUrl);
  return (
    <div className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <AuthForms callbackUrl={callbackUrl} initialMode={params.mode === "signup" ? "signup" : "signin"} />
    </div>
  );
}
