// /account: the member's profile name, email, password, signed-in sessions, data export and
// account deletion.
import type { RouterOutputs } from "@/trpc/react";
import { DeleteAccountSection } from "./delete-account-section";
import { DisplayNameForm } from "./display-name-form";
import { EmailForm } from "./email-form";
import { ExportDataButton } from "./export-data-button";
import { PasswordForm } from "./password-form";
import { SessionsList } from "./sessions-list";
import { SettingsSection } from "./settings-section";

type Props = { settings: RouterOutputs["account"]["settings"]; sessions: RouterOutputs["account"]["sessions"] };

export function AccountSettings({ settings, sessions }: Props) {
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
      <SettingsSection
        title="Signed in elsewhere"
        description="Where your account is signed in. Sessions end after 7 days without use, and 30 days after signing in."
      >
        <SessionsList initialSessions={sessions} />
      </SettingsSection>
      <SettingsSection
        title="Your data"
        description="Your account, favourites, lists, reviews and waitlist entries, as a JSON file."
      >
        <ExportDataButton />
      </SettingsSection>
      <SettingsSection title="Delete account">
        <DeleteAccountSection identifier={settings.email ?? settings.phone ?? ""} />
      </SettingsSection>
    </div>
  );
}
