import { DirectoryScreen, directoryPageMetadata, type SearchParams } from "../_components/directory-screen";

type Props = { params: Promise<{ location: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props) {
  return directoryPageMetadata((await params).location, await searchParams);
}

/** /directory/{city-slug} or /directory/{zip}: the directory within one place. */
export default async function DirectoryLocationPage({ params, searchParams }: Props) {
  return <DirectoryScreen segment={(await params).location} params={await searchParams} />;
}
