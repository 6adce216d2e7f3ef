import type { Metadata } from "next";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { AccountSettings } from "@/features/account/components/account-settings";

export const metadata: Metadata = { title: "Account settings | LocalHub", robots: { index: false } };

export default async function AccountPage() {
  // The layout's gate runs alongside this page; checking here too keeps a guest from reaching the calls below.
  await requirePageAccess("signed-in");
  const [settings, sessions] = await Promise.all([api.account.settings(), api.account.sessions()]);
  return <AccountSettings settings={settings} sessions={sessions} />;
}
