"use client";
// What a signed-in visitor of an organisation's page can do there: ask to join with a listed
// business of theirs (each business's membership shown), go to the admin screen, and, as a member
// or admin, read the members-only offers.
import Link from "next/link";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { BUTTON_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { formatCalendarDay } from "@/lib/dates";
import { api } from "@/trpc/react";
import { organizationManagePath, type TMembershipStatus } from "../types";

type Props = { slug: string; name: string };

const STATUS_TEXT: Record<TMembershipStatus, string> = {
  active: "Member",
  requested: "Request sent",
  invited: "Invited: answer it on your dashboard",
};

export function JoinPanel({ slug, name }: Props) {
  const viewer = api.organizationPages.viewer.useQuery({ slug }, { staleTime: 60_000 });
  const utils = api.useUtils();
  const selectId = useId();
  const [chosen, setChosen] = useState("");
  const join = api.organizations.askToJoin.useMutation({
    onSuccess: async () => {
      toast.success(`Your request to join ${name} was sent. Its admins will answer it.`);
      await utils.organizationPages.viewer.invalidate({ slug });
    },
    onError: (error) => toast.error(error.message),
  });
  if (!viewer.data) return null;
  const { businesses, managesOrganization } = viewer.data;
  const canJoin = businesses.filter((business) => business.listed && business.status === null);
  const standing = businesses.filter((business) => business.status !== null);
  const businessId = chosen || canJoin[0]?.id || "";
  if (!managesOrganization && canJoin.length === 0 && standing.length === 0) return null;

  return (
    <div role="group" aria-label={`You and ${name}`} className="mt-5 flex flex-wrap items-end justify-center gap-3">
      {canJoin.length > 1 && (
        <label htmlFor={selectId} className={`${LABEL_CLASS} text-left`}>
          Business
          <select
            id={selectId}
            value={businessId}
            onChange={(event) => setChosen(event.target.value)}
            className={INPUT_CLASS}
          >
            {canJoin.map((business) => (
              <option key={business.id} value={business.id}>
                {business.businessName}
              </option>
            ))}
          </select>
        </label>
      )}
      {canJoin.length > 0 && (
        <button
          type="button"
          className={PRIMARY_BUTTON_CLASS}
          disabled={join.isPending}
          onClick={() => join.mutate({ slug, businessId })}
        >
          {join.isPending
            ? "Sending…"
            : canJoin.length === 1
              ? `Ask to join as ${canJoin[0]!.businessName}`
              : "Ask to join"}
        </button>
      )}
      {standing.map((business) => (
        <span
          key={business.id}
          data-testid="membership-state"
          className="inline-flex items-center rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm font-medium text-slate-600"
        >
          {business.businessName}: {STATUS_TEXT[business.status!]}
        </span>
      ))}
      {standing.some((business) => business.status === "invited") && (
        <Link href="/dashboard" className={BUTTON_CLASS}>
          Answer the invitation
        </Link>
      )}
      {managesOrganization && (
        <Link href={organizationManagePath(slug)} className={BUTTON_CLASS}>
          Manage organization
        </Link>
      )}
    </div>
  );
}

export function MembersOffersPanel({ slug, name }: Props) {
  const viewer = api.organizationPages.viewer.useQuery({ slug }, { staleTime: 60_000 });
  const sees = Boolean(viewer.data && (viewer.data.isMember || viewer.data.managesOrganization));
  const offers = api.organizations.memberOffers.useQuery({ slug }, { enabled: sees, staleTime: 60_000 });
  if (!sees || !offers.data) return null;
  return (
    <section aria-labelledby="members-offers-heading" className="mx-auto w-full max-w-6xl px-4 py-8">
      <h2 id="members-offers-heading" className="text-2xl font-bold text-slate-900">
        Offers for members
      </h2>
      <p className="mt-1 text-sm text-slate-600">Only members of {name} and its admins see these.</p>
      {offers.data.offers.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No member offers right now.</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {offers.data.offers.map((offer) => (
            <li key={offer.id} className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm">
              <p className="font-semibold text-slate-900">{offer.title}</p>
              <p className="mt-1 whitespace-pre-line text-slate-700">{offer.details}</p>
              <p className="mt-2 text-slate-600">
                From{" "}
                <a
                  href={`/business/${offer.business.citySlug}/${offer.business.slug}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {offer.business.businessName}
                </a>
                {offer.validUntil && ` · until ${formatCalendarDay(offer.validUntil)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
