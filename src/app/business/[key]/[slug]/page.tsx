// /business/{city}/{slug}: the canonical profile URL.
import type { Metadata } from "next";
import { BusinessProfilePage } from "@/features/businesses/profile/components/business-profile-page";
import { profileMetadata, reviewsQueryOf } from "@/features/businesses/profile/profile-page";
import { loadProfile } from "../load-profile";

type Props = {
  params: Promise<{ key: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function profileFor({ params, searchParams }: Props) {
  const { key: city, slug } = await params;
  const business = await loadProfile({ city, key: slug, ...reviewsQueryOf(await searchParams) });
  return { city, slug, business };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return profileMetadata((await profileFor(props)).business);
}

export default async function BusinessByCityPage(props: Props) {
  const { city, slug, business } = await profileFor(props);
  return <BusinessProfilePage business={business} path={`/business/${city}/${slug}`} />;
}
