"use client";
// The organisation admin's screen: the numbers, pending requests (Approve / Decline), members
// (Remove), inviting a business (found by name) or an email address, the invitations sent, the
// members as CSV and the settings. Every change refreshes the screen from the server. A failed
// invitation or save lists its problems at the top of its form (an ErrorSummary), each field's
// message beside it.
import { keepPreviousData } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import toast from "react-hot-toast";
import { ClientForm } from "@/components/ui/client-form";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CsvDownloadButton } from "@/components/ui/csv-download";
import { dated } from "@/components/ui/dated";
import { ErrorSummary } from "@/components/ui/error-summary";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { PickerCombobox } from "@/components/ui/picker-combobox";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { useDebouncedValue } from "@/components/ui/use-debounced-value";
import { useFormErrors } from "@/components/ui/use-form-errors";
import { api, type RouterOutputs } from "@/trpc/react";
import { ORGANIZATION_DESCRIPTION_MAX, organizationPath } from "@/features/organizations/types";
import { EntryRow, LinkedName, RowButton, Section } from "./parts";

type Screen = RouterOutputs["organizations"]["manage"];
type Candidate = RouterOutputs["organizations"]["inviteCandidates"][number];

const CANDIDATE_STATUS: Record<string, string> = {
  active: "already a member",
  requested: "asked to join",
  invited: "already invited",
};

function BusinessCell({ business }: { business: Screen["members"][number]["business"] }) {
  return (
    <LinkedName
      href={`/business/${business.citySlug}/${business.slug}`}
      name={business.businessName}
      details={[business.category, business.city]}
    />
  );
}

export function ManageScreen({ slug, initial }: { slug: string; initial: Screen }) {
  const screen = api.organizations.manage.useQuery({ slug }, { initialData: initial });
  const data = screen.data;
  const utils = api.useUtils();
  const refresh = () => void utils.organizations.manage.invalidate({ slug });
  const [removing, setRemoving] = useState<{ id: string; name: string; invitation: boolean } | null>(null);

  const answer = api.organizations.answerRequest.useMutation({
    onSuccess: (result) => {
      toast.success(
        result.status === "active" ? "Request approved: the business is now a member." : "Request declined.",
      );
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const remove = api.organizations.removeMember.useMutation({
    onSuccess: () => {
      toast.success(removing?.invitation ? "Invitation withdrawn." : "Member removed.");
      setRemoving(null);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const busyRequest = answer.isPending ? answer.variables.membershipId : null;
  const { organization, numbers } = data;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          You manage <strong>{organization.name}</strong>.{" "}
          {!organization.active && <span className="font-medium text-amber-800">It is not active on LocalHub.</span>}
        </p>
        <Link href={organizationPath(organization.slug)} className={BUTTON_CLASS}>
          View public page
        </Link>
      </div>

      <Section id="numbers-title" title="Numbers">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ["Members", numbers.members],
              ["Requests", numbers.requests],
              ["Invitations", numbers.invitations],
              ["Member offers", numbers.memberOffers],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-semibold text-slate-900">{value.toLocaleString("en-US")}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="requests-title" title="Requests">
        {data.requests.length === 0 ? (
          <p className="text-sm text-slate-600">No business is waiting for an answer.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {data.requests.map((request) => (
              <EntryRow
                key={request.id}
                name={<BusinessCell business={request.business} />}
                note={dated("Asked", request.createdAt)}
                actions={
                  <div className="flex gap-2">
                    <RowButton
                      primary
                      label="Approve"
                      ariaLabel={`Approve ${request.business.businessName}`}
                      disabled={busyRequest === request.id}
                      onClick={() => answer.mutate({ membershipId: request.id, approve: true })}
                    />
                    <RowButton
                      label="Decline"
                      ariaLabel={`Decline ${request.business.businessName}`}
                      disabled={busyRequest === request.id}
                      onClick={() => answer.mutate({ membershipId: request.id, approve: false })}
                    />
                  </div>
                }
              />
            ))}
          </ul>
        )}
      </Section>

      <Section id="members-title" title="Members" action={<DownloadMembers slug={slug} />}>
        {data.members.length === 0 ? (
          <p className="text-sm text-slate-600">No members yet: invite businesses below.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {data.members.map((member) => (
              <EntryRow
                key={member.id}
                name={<BusinessCell business={member.business} />}
                note={dated("Joined", member.joinedAt)}
                actions={
                  <RowButton
                    label="Remove"
                    ariaLabel={`Remove ${member.business.businessName}`}
                    onClick={() =>
                      setRemoving({ id: member.id, name: member.business.businessName, invitation: false })
                    }
                  />
                }
              />
            ))}
          </ul>
        )}
      </Section>

      <Section id="invite-title" title="Invite">
        <div className="grid gap-6 lg:grid-cols-2">
          <InviteBusiness slug={slug} onInvited={refresh} />
          <InviteEmail slug={slug} onInvited={refresh} />
        </div>
      </Section>

      <Section id="invitations-title" title="Invitations">
        {data.invitations.businesses.length === 0 && data.invitations.emails.length === 0 ? (
          <p className="text-sm text-slate-600">No invitation is waiting for an answer.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {data.invitations.businesses.map((invitation) => (
              <EntryRow
                key={invitation.id}
                name={<BusinessCell business={invitation.business} />}
                note={dated("Invited", invitation.createdAt)}
                actions={
                  <RowButton
                    label="Withdraw"
                    ariaLabel={`Withdraw the invitation of ${invitation.business.businessName}`}
                    onClick={() =>
                      setRemoving({ id: invitation.id, name: invitation.business.businessName, invitation: true })
                    }
                  />
                }
              />
            ))}
            {data.invitations.emails.map((invitation) => (
              <li key={invitation.id} className="py-3">
                <p className="font-medium break-all text-slate-900">{invitation.email}</p>
                <p className="text-xs text-slate-500">{dated("Email invitation sent", invitation.createdAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="settings-title" title="Settings">
        <SettingsForm slug={slug} organization={organization} onSaved={refresh} />
      </Section>

      <ConfirmDialog
        open={removing !== null}
        title={removing?.invitation ? "Withdraw this invitation?" : "Remove this member?"}
        description={
          removing?.invitation
            ? `${removing.name} will no longer be able to accept it.`
            : `${removing?.name ?? ""} will no longer be a member, nor see the member offers.`
        }
        confirmLabel={removing?.invitation ? "Withdraw" : "Remove"}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate({ membershipId: removing.id })}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}

function DownloadMembers({ slug }: { slug: string }) {
  const utils = api.useUtils();
  return (
    <CsvDownloadButton
      label="Download members (CSV)"
      fileStem={`members-${slug}`}
      load={() => utils.organizations.exportMembers.fetch({ slug }, { staleTime: 0 })}
      doneMessage="Members downloaded."
    />
  );
}

function InviteBusiness({ slug, onInvited }: { slug: string; onInvited: () => void }) {
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const typed = text.trim();
  const search = useDebouncedValue(typed, 250);
  const matches = api.organizations.inviteCandidates.useQuery(
    { slug, search },
    { enabled: search.length > 0, placeholderData: keepPreviousData },
  );
  const searched = typed.length > 0 && search === typed && matches.data !== undefined && !matches.isPlaceholderData;
  const errors = useFormErrors();
  const invite = api.organizations.invite.useMutation({
    onError: errors.show,
    onSuccess: () => {
      toast.success(`${chosen?.businessName ?? "The business"} is invited: its owner can accept on their dashboard.`);
      setChosen(null);
      onInvited();
    },
  });
  return (
    <ClientForm
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        if (chosen) invite.mutate({ slug, businessId: chosen.id });
      }}
    >
      <h3 className="font-medium text-slate-900">A business on LocalHub</h3>
      <ErrorSummary {...errors.summary} />
      <PickerCombobox<Candidate>
        label="Business name"
        placeholder="Search businesses by name"
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          errors.clear();
        }}
        onTextChange={setText}
        options={typed ? (matches.data ?? []) : []}
        emptyMessage={searched ? "No listed business with an owner matches that name." : null}
        displayValue={(business) => business.businessName}
        renderOption={(business) => (
          <>
            <span className="block font-medium">{business.businessName}</span>
            <span className="block text-xs text-slate-500">
              {business.city}
              {business.status ? ` · ${CANDIDATE_STATUS[business.status]}` : ""}
            </span>
          </>
        )}
        clearLabel="Clear the business"
      />
      <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={!chosen || invite.isPending}>
        {invite.isPending ? "Inviting…" : "Invite business"}
      </button>
    </ClientForm>
  );
}

const INVITE_EMAIL_FIELDS = [{ key: "email", id: "invite-email-address" }];

function InviteEmail({ slug, onInvited }: { slug: string; onInvited: () => void }) {
  const [email, setEmail] = useState("");
  const errors = useFormErrors(INVITE_EMAIL_FIELDS);
  const invite = api.organizations.inviteEmail.useMutation({
    onSuccess: (result) => {
      toast.success(`Invitation sent to ${result.email}.`);
      setEmail("");
      onInvited();
    },
    onError: errors.show,
  });
  return (
    <ClientForm
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        invite.mutate({ slug, email });
      }}
    >
      <h3 className="font-medium text-slate-900">Someone not on LocalHub yet</h3>
      <ErrorSummary {...errors.summary} />
      <TextField
        label="Email address to invite"
        id="invite-email-address"
        type="email"
        name="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        error={errors.fieldErrors.email}
        hint="They get an email with your organization's page, where they can join the LocalHub waitlist."
      />
      <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={invite.isPending || !email.trim()}>
        {invite.isPending ? "Sending…" : "Send invitation"}
      </button>
    </ClientForm>
  );
}

const SETTINGS_FIELDS = [
  { key: "description", id: "organization-description" },
  { key: "websiteUrl", id: "organization-website" },
];

function SettingsForm({
  slug,
  organization,
  onSaved,
}: {
  slug: string;
  organization: Screen["organization"];
  onSaved: () => void;
}) {
  const [description, setDescription] = useState(organization.description ?? "");
  const [websiteUrl, setWebsiteUrl] = useState(organization.websiteUrl ?? "");
  const [leaderboardPublic, setLeaderboardPublic] = useState(organization.leaderboardPublic);
  const errors = useFormErrors(SETTINGS_FIELDS);
  const save = api.organizations.updateSettings.useMutation({
    onSuccess: (saved) => {
      toast.success("Settings saved.");
      setWebsiteUrl(saved.websiteUrl ?? "");
      onSaved();
    },
    onError: errors.show,
  });
  return (
    <ClientForm
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        save.mutate({ slug, description, websiteUrl, leaderboardPublic });
      }}
    >
      <ErrorSummary {...errors.summary} />
      <TextAreaField
        label="Description"
        id="organization-description"
        value={description}
        onChange={setDescription}
        maxLength={ORGANIZATION_DESCRIPTION_MAX}
        error={errors.fieldErrors.description}
        rows={4}
      />
      <TextField
        label="Website"
        id="organization-website"
        name="websiteUrl"
        value={websiteUrl}
        onChange={setWebsiteUrl}
        error={errors.fieldErrors.websiteUrl}
        placeholder="https://"
        autoComplete="url"
      />
      <CheckboxField label="Show leaderboards publicly" checked={leaderboardPublic} onChange={setLeaderboardPublic} />
      <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save settings"}
      </button>
    </ClientForm>
  );
}
