import type { Metadata } from "next";
import { OrganizationLanding } from "@/features/waitlist/components/organization-landing";
import { humanizeSlug } from "@/lib/referral";
import { api } from "@/trpc/server";

type Props = { params: Promise<{ tagSlug: string }> };

async function organizationFor(tagSlug: string) {
  const slug = decodeURIComponent(tagSlug).trim().toLowerCase().slice(0, 120);
  const organization = slug ? await api.waitlist.organization({ slug }) : null;
  return { slug, name: organization?.name ?? humanizeSlug(slug), description: organization?.description ?? null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await organizationFor((await params).tagSlug);
  return {
    title: `${name} members - Join LocalHub`,
    description: `${name} members: reserve your spot in the LocalHub business directory.`,
  };
}

/** A partner organisation's landing page; visiting it marks a later waitlist sign-up as referred by it. */
export default async function OrganizationPage({ params }: Props) {
  return <OrganizationLanding organization={await organizationFor((await params).tagSlug)} />;
}
