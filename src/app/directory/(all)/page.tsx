import { DirectoryScreen, directoryPageMetadata, type SearchParams } from "../_components/directory-screen";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return directoryPageMetadata(null, await searchParams);
}

/** /directory: every active business, searched, filtered, sorted and paged from the address. */
export default async function DirectoryPage({ searchParams }: Props) {
  return <DirectoryScreen segment={null} params={await searchParams} />;
}
