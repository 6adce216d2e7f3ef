// /shared-list/{listId}: a public list for everyone, a private one for its owner only (with a
// notice); anyone else, like an unknown id, gets the 404 page. Indexable only while public. A shared
// link shows a picture: the first business photo of the list, else the site's sharing image, else
// the list's own (sharing-image/route.tsx). Signed-out visitors are asked to join.
import type { Metadata } from "next";
import { SharedList } from "@/features/lists/components/shared-list";
import { SHARED_LIST_IMAGE_SIZE } from "@/features/lists/components/shared-list-image";
import { sharedListDescription } from "@/features/lists/json-ld";
import type { SharedList as SharedListData } from "@/features/lists/types";
import { getSharingImageSrc } from "@/features/site-settings/layout-data";
import { getPageUser } from "@/server/auth/page-access";
import { loadSharedList, sharedListPath } from "./load-list";

type Props = { params: Promise<{ listId: string }> };

async function sharingImage(list: SharedListData, path: string) {
  const photo = list.items.find((entry) => entry.business.thumbnailUrl)?.business.thumbnailUrl;
  if (photo) return { images: [{ url: photo, alt: list.name }], card: "summary" as const };
  const url = (await getSharingImageSrc()) ?? `${path}/sharing-image`;
  return { images: [{ url, ...SHARED_LIST_IMAGE_SIZE, alt: list.name }], card: "summary_large_image" as const };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { listId } = await params;
  const list = await loadSharedList(listId);
  const title = `${list.name} | LocalHub`;
  const description = sharedListDescription(list);
  const url = sharedListPath(listId);
  const { images, card } = await sharingImage(list, url);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    ...(list.isPublic ? {} : { robots: { index: false, follow: false } }),
    openGraph: { type: "website", siteName: "LocalHub", title, description, url, images },
    twitter: { card, title, description, images },
  };
}

export default async function SharedListPage({ params }: Props) {
  const { listId } = await params;
  const [list, user] = await Promise.all([loadSharedList(listId), getPageUser()]);
  return <SharedList list={list} path={sharedListPath(listId)} signedIn={user !== null} />;
}
