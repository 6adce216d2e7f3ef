// /shared-list/{listId}: a public list for everyone, a private one for its owner only (with a
// notice); anyone else, like an unknown id, gets the 404 page. Indexable only while public.
import type { Metadata } from "next";
import { cache } from "react";
import { JsonLd } from "@/components/ui/json-ld";
import { BusinessCard } from "@/features/directory/components/business-card";
import { CardActions } from "@/features/lists/components/card-actions";
import { listJsonLd, sharedListDescription } from "@/features/lists/json-ld";
import { PRIVATE_LIST_NOTICE } from "@/features/lists/schema";
import { absoluteUrl } from "@/platform/site-url";
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
  const list = await load(listId);
  const count = list.items.length;
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      {list.isPublic && <JsonLd data={listJsonLd(list, absoluteUrl(pathOf(listId)), absoluteUrl)} />}
      {!list.isPublic && (
        <p role="note" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {PRIVATE_LIST_NOTICE}
        </p>
      )}
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{list.name}</h1>
        {list.description && <p className="max-w-3xl text-slate-700">{list.description}</p>}
        <p className="text-sm text-slate-500" data-testid="shared-list-owner">
          A list by {list.ownerName} · {count} {count === 1 ? "business" : "businesses"}
        </p>
      </header>
      {count === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">This list has no businesses yet.</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((entry) => (
            <li key={entry.itemId} className="flex flex-col gap-2">
              <BusinessCard business={entry.business} view="grid" actions={<CardActions businessId={entry.business.id} businessName={entry.business.businessName} />} />
              {entry.notes && (
                <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
                  <span className="font-medium">Note: </span>
                  {entry.notes}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
