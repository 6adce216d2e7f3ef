"use client";

// The user's favourites, newest first, twelve a page; the heart on each card removes it.
import Link from "next/link";
import { useState } from "react";
import { BUTTON_CLASS, PRIMARY_BUTTON_CLASS } from "@/components/ui/form-styles";
import { Spinner } from "@/components/ui/spinner";
import { BusinessCard } from "@/features/directory/components/business-card";
import { CardActions } from "@/features/lists/components/card-actions";
import { api } from "@/trpc/react";

export function FavouritesSection() {
  const [page, setPage] = useState(1);
  const query = api.favourites.list.useQuery({ page });
  const data = query.data;

  return (
    <section aria-labelledby="favourites-heading" data-testid="favourites-section" className="space-y-4">
      <h2 id="favourites-heading" className="text-xl font-semibold text-slate-900">
        My Favorites{" "}
        {data && data.total > 0 && <span className="text-base font-normal text-slate-500">({data.total})</span>}
      </h2>
      {!data ? (
        <Spinner label="Loading favorites..." />
      ) : data.total === 0 ? (
        <EmptyState text="You have no favorites yet. Tap the heart on any business to keep it here." />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((business) => (
              <li key={business.id} className="grid">
                <BusinessCard
                  business={business}
                  view="grid"
                  actions={<CardActions businessId={business.id} businessName={business.businessName} />}
                />
              </li>
            ))}
          </ul>
          {data.pageCount > 1 && (
            <nav aria-label="Favorites pages" className="flex items-center justify-between text-sm text-slate-600">
              <button type="button" className={BUTTON_CLASS} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {data.page} of {data.pageCount}
              </span>
              <button
                type="button"
                className={BUTTON_CLASS}
                disabled={page >= data.pageCount}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="text-sm text-slate-600">{text}</p>
      <Link href="/directory" className={`mt-4 inline-block ${PRIMARY_BUTTON_CLASS}`}>
        Browse the directory
      </Link>
    </div>
  );
}
