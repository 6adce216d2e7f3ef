import { directoryPageMetadata, type SearchParams } from "@/features/directory/components/directory-screen";
import { DirectoryRoute } from "../directory-page";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return directoryPageMetadata(null, await searchParams);
}

/** /directory: every active business, searched, filtered, sorted and paged from the address. */
export default async function DirectoryPage({ searchParams }: Props) {
  return <DirectoryRoute segment={null} params={await searchParams} />;
}
