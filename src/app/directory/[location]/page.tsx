import { directoryPageMetadata, type SearchParams } from "@/features/directory/components/directory-screen";
import { DirectoryRoute } from "../directory-page";

type Props = { params: Promise<{ location: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props) {
  return directoryPageMetadata((await params).location, await searchParams);
}

/** /directory/{city-slug} or /directory/{zip}: the directory within one place. */
export default async function DirectoryLocationPage({ params, searchParams }: Props) {
  return <DirectoryRoute segment={(await params).location} params={await searchParams} />;
}
