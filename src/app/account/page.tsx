import type { Metadata } from "next";
import { requirePageAccess } from "@/server/auth/page-access";
import { api } from "@/trpc/server";
import { DeleteAccountSection } from "@/features/account/components/delete-account-section";
import { DisplayNameForm } from "@/features/account/components/display-name-form";
import { EmailForm } from "@/features/account/components/email-form";
import { ExportDataButton } from "@/features/account/components/export-data-button";
import { PasswordForm } from "@/features/account/components/password-form";
import { SessionsList } from "@/features/account/components/sessions-list";
import { SettingsSection } from "@/features/account/components/settings-section";

export const metadata: Metadata = { title: "Account settings | LocalHub", robots: { index: false } };

export default async function AccountPage() {
  // The layout's gate runs alongside this page; checking here too keeps a guest from reaching the calls below.
  await requirePageAccess("signed-in");
  const [settings, sessions] = await Promise.all([api.account.settings(), api.account.sessions()]);
  const emailNote = settings.email
    ? settings.emailVerifiedAt
      ? `Your email is ${settings.email} (verified).`
      : `Your email is ${settings.email} (not verified yet).`
    : `You sign in with ${settings.phone ?? "your phone number"}. Add an email address to reset your password by email.`;
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Account settings</h1>
      <SettingsSection title="Profile" description="The name shown in the header and on your reviews.">
        <DisplayNameForm displayName={settings.displayName} />
      </SettingsSection>
      <SettingsSection title="Email" description={emailNote}>
        <EmailForm email={settings.email} />
      </SettingsSection>
      <SettingsSection title="Password" description="Changing your password signs you out on your other devices.">
        <PasswordForm />
      </SettingsSection>
      <SettingsSection title="Signed in elsewhere" description="Where your account is signed in. Sessions end after 7 days without use, and 30 days after signing in.">
        <SessionsList initialSessions={sessions} />
      </SettingsSection>
      <SettingsSection title="Your data" description="Your account, favourites, lists, reviews and waitlist entries, as a JSON file.">
        <ExportDataButton />
      </SettingsSection>
      <SettingsSection title="Delete account">
        <DeleteAccountSection identifier={settings.email ?? settings.phone ?? ""} />
      </SettingsSection>
    </div>
  );
}
