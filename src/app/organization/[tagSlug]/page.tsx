import type { Metadata } from "next";
import { TRPCError } from "@trpc/server";
import { OrganizationLanding } from "@/features/waitlist/components/organization-landing";
import { OrganizationPublicPage } from "@/features/organizations/components/organization-public-page";
import { pageStateOf } from "@/features/organizations/components/page-url";
import { organizationPath } from "@/features/organizations/types";
import { humanizeSlug } from "@/lib/referral";
import { api } from "@/trpc/server";
import { cache } from "react";

type Props = {
  params: Promise<{ tagSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const slugOf = (tagSlug: string) => decodeURIComponent(tagSlug).trim().toLowerCase().slice(0, 120);

/** The active organisation's public page data, or null (no such active organisation). */
const activeOrganization = cache(async (slug: string) => {
  if (!slug) return null;
  try {
    return await api.organizationPages.page({ slug });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) return null;
    throw error;
  }
});

async function organizationFor(slug: string) {
  const organization = slug ? await api.waitlist.organization({ slug }) : null;
  return { slug, name: organization?.name ?? humanizeSlug(slug), description: organization?.description ?? null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = slugOf((await params).tagSlug);
  const active = await activeOrganization(slug);
  if (active) {
    return {
      title: `${active.name} - members on LocalHub`,
      description: active.description?.slice(0, 160) ?? `${active.name}: its member businesses on LocalHub.`,
    };
  }
  const { name } = await organizationFor(slug);
  return {
    title: `${name} members - Join LocalHub`,
    description: `${name} members: reserve your spot in the LocalHub business directory.`,
  };
}

/**
 * An active organisation's public page; for any other slug, the partner landing page as before.
 * Either way, visiting it marks a later waitlist sign-up as referred by the organisation.
 */
export default async function OrganizationPage({ params, searchParams }: Props) {
  const slug = slugOf((await params).tagSlug);
  const [organization, referrers] = await Promise.all([
    activeOrganization(slug),
    slug ? api.waitlist.organizationLeaderboard({ slug }) : [],
  ]);
  if (!organization) return <OrganizationLanding organization={await organizationFor(slug)} referrers={referrers} />;

  const state = pageStateOf(await searchParams);
  const [members, offers, recommendations, leaderboard] = await Promise.all([
    api.organizationPages.members({
      slug,
      search: state.search || undefined,
      categoryId: state.categoryId || undefined,
      page: state.page,
    }),
    api.organizationPages.publicOffers({ slug }),
    api.organizationPages.recommendations({ slug }),
    organization.leaderboardPublic ? api.organizationPages.leaderboard({ slug, period: state.period }) : null,
  ]);
  return (
    <OrganizationPublicPage
      organization={organization}
      basePath={organizationPath(slug)}
      state={state}
      members={members}
      offers={offers}
      recommendations={recommendations}
      leaderboard={leaderboard}
      referrers={referrers}
    />
  );
}
