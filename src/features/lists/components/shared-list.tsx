// A shared list as /shared-list/{listId} shows it: a public list for everyone, a private one for
// its owner only (with a notice).
import { JsonLd } from "@/components/ui/json-ld";
import { BusinessCard } from "@/features/directory/components/business-card";
import { CardActions } from "@/features/lists/components/card-actions";
import { listJsonLd } from "@/features/lists/json-ld";
import { PRIVATE_LIST_NOTICE } from "@/features/lists/schema";
import type { SharedList as SharedListData } from "@/features/lists/types";
import { absoluteUrl } from "@/platform/site-url";

/** `path` is the list's own address (its structured data names it). */
export function SharedList({ list, path }: { list: SharedListData; path: string }) {
  const count = list.items.length;
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      {list.isPublic && <JsonLd data={listJsonLd(list, absoluteUrl(path), absoluteUrl)} />}
      {!list.isPublic && (
        <p
          role="note"
          className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
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
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600">
          This list has no businesses yet.
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((entry) => (
            <li key={entry.itemId} className="flex flex-col gap-2">
              <BusinessCard
                business={entry.business}
                view="grid"
                actions={<CardActions businessId={entry.business.id} businessName={entry.business.businessName} />}
              />
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
