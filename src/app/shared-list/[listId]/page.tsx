// /shared-list/{listId}: a public list for everyone, a private one for its owner only (with a
// notice); anyone else, like an unknown id, gets the 404 page. Indexable only while public.
import type { Metadata } from "next";
import { cache } from "react";
import { SharedList } from "@/features/lists/components/shared-list";
import { sharedListDescription } from "@/features/lists/json-ld";
import { api, orNotFound } from "@/trpc/server";

type Props = { params: Promise<{ listId: string }> };

const load = cache((listId: string) => orNotFound(() => api.lists.shared({ listId }), ["NOT_FOUND", "BAD_REQUEST"]));

const pathOf = (listId: string) => `/shared-list/${listId}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { listId } = await params;
  const list = await load(listId);
  const title = `${list.name} | LocalHub`;
  const description = sharedListDescription(list);
  const url = pathOf(listId);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    ...(list.isPublic ? {} : { robots: { index: false, follow: false } }),
    openGraph: { type: "website", siteName: "LocalHub", title, description, url },
    twitter: { card: "summary", title, description },
  };
}

export default async function SharedListPage({ params }: Props) {
  const { listId } = await params;
  return <SharedList list={await load(listId)} path={pathOf(listId)} />;
}
