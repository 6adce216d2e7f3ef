// /business/{slug} and /business/{id}: the same profile as /business/{city}/{slug}, which is the
// canonical URL. A slug shared by businesses in several cities shows the oldest of them.
import type { Metadata } from "next";
import { BusinessProfilePage } from "@/features/businesses/profile/components/business-profile-page";
import { profileMetadata, reviewsQueryOf } from "@/features/businesses/profile/profile-page";
import { loadProfile } from "./load-profile";

type Props = { params: Promise<{ key: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function profileFor({ params, searchParams }: Props) {
  const { key } = await params;
  return { key, business: await loadProfile({ key, ...reviewsQueryOf(await searchParams) }) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return profileMetadata((await profileFor(props)).business);
}

export default async function BusinessByKeyPage(props: Props) {
  const { key, business } = await profileFor(props);
  return <BusinessProfilePage business={business} path={`/business/${key}`} />;
}
