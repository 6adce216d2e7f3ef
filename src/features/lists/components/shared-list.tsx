// A shared list as /shared-list/{listId} shows it: a public list for everyone, a private one for
// its owner only (with a notice); signed-out visitors are asked to join at its end.
import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { PILL_BUTTON_CLASS } from "@/components/ui/form-styles";
import { JsonLd } from "@/components/ui/json-ld";
import { BusinessCard } from "@/features/directory/components/business-card";
import { CardActions } from "@/features/lists/components/card-actions";
import { listJsonLd } from "@/features/lists/json-ld";
import { PRIVATE_LIST_NOTICE } from "@/features/lists/schema";
import type { SharedList as SharedListData } from "@/features/lists/types";
import { absoluteUrl } from "@/platform/site-url";

/** `path` is the list's own address (its structured data names it, and joining returns to it). */
export function SharedList({ list, path, signedIn }: { list: SharedListData; path: string; signedIn: boolean }) {
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
      {!signedIn && <JoinLocalHub returnTo={path} />}
    </div>
  );
}

/** The call to join for a visitor who is not signed in: sign up, then come back to this list. */
function JoinLocalHub({ returnTo }: { returnTo: string }) {
  return (
    <aside
      aria-labelledby="join-localhub"
      className="mt-10 flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="join-localhub" className="text-xl font-semibold text-slate-900">
          Make lists of your own
        </h2>
        <p className="mt-1 max-w-xl text-sm text-slate-700">
          Join LocalHub free to keep favourites and share lists of the local businesses you trust.
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        <Link href={`/auth?mode=signup&callbackUrl=${encodeURIComponent(returnTo)}`} className={PILL_BUTTON_CLASS}>
          Join LocalHub
        </Link>
        <Link
          href="/directory"
          className={`rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 ${FOCUS_RING}`}
        >
          Browse the directory
        </Link>
      </div>
    </aside>
  );
}
