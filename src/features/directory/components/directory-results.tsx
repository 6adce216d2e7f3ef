// The page of business cards, its count and pagination, or the empty message.
import { BusinessCard, type BusinessCardView } from "@/features/directory/components/business-card";
import { env } from "@/platform/env";
import { CardActions } from "@/features/lists/components/card-actions";
import type { BusinessCardData } from "@/features/directory/types";
import { DIRECTORY_PAGE_SIZE, type DirectorySearchResult } from "@/features/directory/schema";
import { DirectoryMap } from "./directory-map";
import { DirectoryPagination } from "./directory-pagination";
import { EMPTY_RESULTS_HINT, keyNeededMessage } from "./directory-text";
import type { DirectoryView } from "./directory-url";
import { showingLabel } from "./page-numbers";

type Props = {
  result: DirectorySearchResult<BusinessCardData>;
  view: DirectoryView;
  emptyMessage: string;
  /** When the place had no match and nearby businesses are shown instead: what the page says first. */
  nearbyNote: string | null;
};

export function DirectoryResults({ result, view, emptyMessage, nearbyNote }: Props) {
  if (result.total === 0) {
    return (
      <div
        data-testid="directory-empty"
        className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center"
      >
        <p className="text-base font-semibold text-slate-900">{emptyMessage}</p>
        <p className="mt-2 text-sm text-slate-600">{EMPTY_RESULTS_HINT}</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Businesses</h2>
      {nearbyNote && (
        <p
          data-testid="nearby-note"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {nearbyNote}
        </p>
      )}
      {result.items.length > 0 ? (
        <Cards items={result.items} view={view} />
      ) : (
        <p
          data-testid="page-not-shown"
          className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-sm text-slate-600"
        >
          {result.keyNeeded
            ? keyNeededMessage(result.page, result.pageCount)
            : `Page ${result.page} is past the last page of results.`}
        </p>
      )}
      <DirectoryPagination page={result.page} pageCount={result.pageCount} links={result.pageLinks} />
    </div>
  );
}

function Cards({ items, view }: { items: BusinessCardData[]; view: DirectoryView }) {
  if (view === "map") {
    return (
      <DirectoryMap
        entries={items.map(({ id, businessName, position }) => ({ id, name: businessName, position }))}
        cards={Object.fromEntries(items.map((business) => [business.id, card(business, "list")]))}
        tileUrl={env.MAP_TILE_URL || null}
      />
    );
  }
  return (
    <ul
      data-testid="directory-results"
      className={view === "grid" ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3" : "flex flex-col gap-4"}
    >
      {items.map((business) => (
        <li key={business.id} className="grid">
          {card(business, view)}
        </li>
      ))}
    </ul>
  );
}

const card = (business: BusinessCardData, view: BusinessCardView) => (
  <BusinessCard
    business={business}
    view={view}
    actions={<CardActions businessId={business.id} businessName={business.businessName} />}
  />
);

export function ShowingCount({ result }: { result: DirectorySearchResult<BusinessCardData> }) {
  if (result.items.length === 0) return null;
  return (
    <p data-testid="directory-count" className="text-sm text-slate-600">
      {showingLabel(result.page, DIRECTORY_PAGE_SIZE, result.total, result.totalCapped)}
    </p>
  );
}
