import type { Metadata } from "next";
import { WaitlistSection } from "@/features/waitlist/components/waitlist-section";
import { humanizeSlug } from "@/lib/referral";
import { api } from "@/trpc/server";
import { OrganizationReferralCapture } from "./organization-referral-capture";

type Props = { params: Promise<{ tagSlug: string }> };

async function organizationFor(tagSlug: string) {
  const slug = decodeURIComponent(tagSlug).trim().toLowerCase().slice(0, 120);
  const organization = slug ? await api.waitlist.organization({ slug }) : null;
  return { slug, name: organization?.name ?? humanizeSlug(slug), description: organization?.description ?? null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await organizationFor((await params).tagSlug);
  return { title: `${name} members - Join LocalHub`, description: `${name} members: reserve your spot in the LocalHub business directory.` };
}

/** A partner organisation's landing page; visiting it marks a later waitlist sign-up as referred by it. */
export default async function OrganizationPage({ params }: Props) {
  const organization = await organizationFor((await params).tagSlug);
  return (
    <>
      <OrganizationReferralCapture slug={organization.slug} name={organization.name} />
      <section className="bg-gradient-to-b from-brand-50 to-white py-14">
        <div className="mx-auto max-w-4xl px-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">In partnership with</p>
          <h1 className="mt-2 text-4xl font-bold text-slate-900">{organization.name}</h1>
          {organization.description && <p className="mx-auto mt-3 max-w-2xl text-slate-600">{organization.description}</p>}
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Members of {organization.name} get early access to LocalHub, the local business directory. Reserve your spot below.
          </p>
        </div>
      </section>
      <WaitlistSection />
    </>
  );
}
