"use client";
// The owner's organisations, for the business they act as: its memberships (Leave; show its own
// closed value on the leaderboards), invitations (Accept / Decline), requests waiting for an answer
// (Withdraw), and each organisation's member-only offers with a form to post one.
import { useState } from "react";
import toast from "react-hot-toast";
import { ClientForm } from "@/components/ui/client-form";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { dated } from "@/components/ui/dated";
import { fieldErrorsOf } from "@/components/ui/field-errors";
import { PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { TextAreaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { formatCalendarDay } from "@/lib/dates";
import { api, type RouterOutputs } from "@/trpc/react";
import {
  MEMBER_OFFER_DETAILS_MAX,
  MEMBER_OFFER_TITLE_MAX,
  ORGANIZATION_KIND_LABELS,
  organizationPath,
} from "@/features/organizations/types";
import { EntryRow, focusFirstFieldError, LinkedName, RowButton, Section } from "./parts";

type Membership = RouterOutputs["organizations"]["myMemberships"]["businesses"][number]["memberships"][number];

function OrganizationName({ membership }: { membership: Membership }) {
  const { organization } = membership;
  return (
    <LinkedName
      href={organizationPath(organization.slug)}
      name={organization.name}
      details={[ORGANIZATION_KIND_LABELS[organization.kind], organization.city]}
    />
  );
}

export function OwnerOrganizations({
  business,
  canAct,
}: {
  business: { id: string; businessName: string };
  canAct: boolean;
}) {
  const mine = api.organizations.myMemberships.useQuery();
  const utils = api.useUtils();
  const refresh = () => void utils.organizations.myMemberships.invalidate();
  const [leaving, setLeaving] = useState<{ membership: Membership; request: boolean } | null>(null);
  const answer = api.organizations.answerInvitation.useMutation({
    onSuccess: (result) => {
      toast.success(result.status === "active" ? "Invitation accepted: you are now a member." : "Invitation declined.");
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const leave = api.organizations.leave.useMutation({
    onSuccess: () => {
      toast.success(leaving?.request ? "Request withdrawn." : "You left the organization.");
      setLeaving(null);
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const showValue = api.organizations.setShowValue.useMutation({
    onSuccess: (result) => {
      toast.success(
        result.showValue ? "Your closed value shows on the leaderboards." : "Your closed value is no longer shown.",
      );
      refresh();
    },
    onError: (error) => toast.error(error.message),
  });

  if (mine.isPending) return <p className="text-sm text-slate-600">Loading your organizations…</p>;
  if (mine.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {mine.error.message}
      </p>
    );
  const memberships = mine.data.businesses.find((item) => item.id === business.id)?.memberships ?? [];
  const active = memberships.filter((membership) => membership.status === "active");
  const invited = memberships.filter((membership) => membership.status === "invited");
  const requested = memberships.filter((membership) => membership.status === "requested");
  const answering = answer.isPending ? answer.variables.membershipId : null;

  return (
    <div className="space-y-6">
      {invited.length > 0 && (
        <Section id="invitations-title" title="Invitations">
          <ul className="divide-y divide-slate-200">
            {invited.map((membership) => (
              <EntryRow
                key={membership.id}
                name={<OrganizationName membership={membership} />}
                note={dated("Invited", membership.createdAt)}
                actions={
                  <div className="flex gap-2">
                    <RowButton
                      primary
                      label="Accept"
                      ariaLabel={`Accept the invitation of ${membership.organization.name}`}
                      disabled={!canAct || answering === membership.id}
                      onClick={() => answer.mutate({ membershipId: membership.id, accept: true })}
                    />
                    <RowButton
                      label="Decline"
                      ariaLabel={`Decline the invitation of ${membership.organization.name}`}
                      disabled={answering === membership.id}
                      onClick={() => answer.mutate({ membershipId: membership.id, accept: false })}
                    />
                  </div>
                }
              />
            ))}
          </ul>
        </Section>
      )}

      <Section id="memberships-title" title="Memberships">
        {active.length === 0 ? (
          <p className="text-sm text-slate-600">
            {business.businessName} is not a member of any organization yet. Open your chamber&apos;s or
            association&apos;s page on LocalHub and ask to join, or accept an invitation.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {active.map((membership) => (
              <EntryRow
                key={membership.id}
                name={<OrganizationName membership={membership} />}
                note={dated("Member since", membership.joinedAt)}
                actions={
                  <RowButton
                    label="Leave"
                    ariaLabel={`Leave ${membership.organization.name}`}
                    onClick={() => setLeaving({ membership, request: false })}
                  />
                }
              >
                <CheckboxField
                  label="Show my closed value on leaderboards"
                  checked={membership.showValue}
                  disabled={showValue.isPending}
                  onChange={(show) => showValue.mutate({ membershipId: membership.id, show })}
                />
              </EntryRow>
            ))}
          </ul>
        )}
      </Section>

      {requested.length > 0 && (
        <Section id="requests-title" title="Requests waiting for an answer">
          <ul className="divide-y divide-slate-200">
            {requested.map((membership) => (
              <EntryRow
                key={membership.id}
                name={<OrganizationName membership={membership} />}
                note={dated("Asked", membership.createdAt)}
                actions={
                  <RowButton
                    label="Withdraw"
                    ariaLabel={`Withdraw the request to ${membership.organization.name}`}
                    onClick={() => setLeaving({ membership, request: true })}
                  />
                }
              />
            ))}
          </ul>
        </Section>
      )}

      {active.map((membership) => (
        <MemberOffers key={membership.id} membership={membership} business={business} canAct={canAct} />
      ))}

      <ConfirmDialog
        open={leaving !== null}
        title={leaving?.request ? "Withdraw this request?" : `Leave ${leaving?.membership.organization.name ?? ""}?`}
        description={
          leaving?.request
            ? "The organization's admins will no longer see it."
            : "Your business will no longer be listed as a member, nor see the member offers."
        }
        confirmLabel={leaving?.request ? "Withdraw" : "Leave"}
        busy={leave.isPending}
        onConfirm={() => leaving && leave.mutate({ membershipId: leaving.membership.id })}
        onClose={() => setLeaving(null)}
      />
    </div>
  );
}

function MemberOffers({
  membership,
  business,
  canAct,
}: {
  membership: Membership;
  business: { id: string; businessName: string };
  canAct: boolean;
}) {
  const slug = membership.organization.slug;
  const offers = api.organizations.memberOffers.useQuery({ slug });
  const utils = api.useUtils();
  const remove = api.organizations.deleteOffer.useMutation({
    onSuccess: () => {
      toast.success("Offer deleted.");
      void utils.organizations.memberOffers.invalidate({ slug });
    },
    onError: (error) => toast.error(error.message),
  });
  const titleId = `offers-${membership.id}-title`;
  return (
    <Section id={titleId} title={`Member offers in ${membership.organization.name}`}>
      {offers.isPending ? (
        <p className="text-sm text-slate-600">Loading offers…</p>
      ) : offers.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {offers.error.message}
        </p>
      ) : offers.data.offers.length === 0 ? (
        <p className="text-sm text-slate-600">No member offers yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {offers.data.offers.map((offer) => (
            <li key={offer.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{offer.title}</p>
                <p className="text-sm whitespace-pre-line text-slate-700">{offer.details}</p>
                <p className="mt-1 text-xs text-slate-500">
                  From {offer.business.businessName}
                  {offer.validUntil ? ` · until ${formatCalendarDay(offer.validUntil)}` : ""}
                </p>
              </div>
              {offer.canDelete && (
                <RowButton
                  label="Delete"
                  ariaLabel={`Delete the offer ${offer.title}`}
                  disabled={remove.isPending && remove.variables.offerId === offer.id}
                  onClick={() => remove.mutate({ offerId: offer.id })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <OfferForm slug={slug} businessId={business.id} canAct={canAct} formId={`offer-form-${membership.id}`} />
    </Section>
  );
}

function OfferForm({
  slug,
  businessId,
  canAct,
  formId,
}: {
  slug: string;
  businessId: string;
  canAct: boolean;
  formId: string;
}) {
  const [title, setTitle] = useState("");
  const [details, setDetails] = useState("");
  const [validUntil, setValidUntil] = useState("");
  const utils = api.useUtils();
  const post = api.organizations.postOffer.useMutation({
    onSuccess: () => {
      toast.success("Offer posted to the members.");
      setTitle("");
      setDetails("");
      setValidUntil("");
      void utils.organizations.memberOffers.invalidate({ slug });
    },
    onError: (error) => focusFirstFieldError(formId, error),
  });
  const errors = fieldErrorsOf(post.error);
  const formError = post.error && Object.keys(errors).length === 0 ? post.error.message : null;
  return (
    <ClientForm
      id={formId}
      className="mt-4 space-y-3 border-t border-slate-200 pt-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        post.mutate({ slug, businessId, title, details, validUntil });
      }}
    >
      <h3 className="font-medium text-slate-900">Post an offer to the members</h3>
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={setTitle}
        maxLength={MEMBER_OFFER_TITLE_MAX}
        error={errors.title}
        required
      />
      <TextAreaField
        label="Details"
        value={details}
        onChange={setDetails}
        maxLength={MEMBER_OFFER_DETAILS_MAX}
        error={errors.details}
        rows={3}
      />
      <TextField
        label="Valid until (optional)"
        name="validUntil"
        type="date"
        value={validUntil}
        onChange={setValidUntil}
        error={errors.validUntil}
      />
      {(formError || Object.values(errors)[0]) && (
        <p role="alert" className={formError ? "text-sm text-red-700" : "sr-only"}>
          {formError ?? Object.values(errors)[0]}
        </p>
      )}
      <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={!canAct || post.isPending}>
        {post.isPending ? "Posting…" : "Post offer"}
      </button>
    </ClientForm>
  );
}
