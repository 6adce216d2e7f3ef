// The page of business cards, its count and pagination; or the empty message; or, when the place had
// no match, its empty message and the nearby results in a section of their own.
import { BusinessCard, type BusinessCardView } from "@/features/directory/components/business-card";
import { env } from "@/platform/env";
import { CardActions } from "@/features/lists/components/card-actions";
import type { BusinessCardData } from "@/features/directory/types";
import { DIRECTORY_PAGE_SIZE, type DirectorySearchResult } from "@/features/directory/schema";
import { DirectoryMap } from "./directory-map";
import { DirectoryPagination } from "./directory-pagination";
import type { FilterChipOptions } from "./active-filters";
import { EMPTY_RESULTS_HINT, keyNeededMessage } from "./directory-text";
import { EmptyResults } from "./empty-results";
import { CARD_GRID } from "./directory-layout";
import type { DirectoryView } from "./directory-url";
import { showingLabel } from "./page-numbers";

type Props = {
  result: DirectorySearchResult<BusinessCardData>;
  view: DirectoryView;
  /** The spec's empty message (directory-text.ts). */
  emptyMessage: string;
  /** The filters that are on, for the empty results' buttons that remove them. */
  filters: FilterChipOptions;
  /**
   * When the place had no match and the nearest others are shown: the place's own empty message,
   * then the nearby results in a section of their own under this heading (nearby-text.ts).
   */
  nearby: { emptyMessage: string; heading: string } | null;
  /**
   * What the results answer (the search and its filters, not the page or the view): the empty
   * results are new, and come into view if they appear out of it, only when this changes.
   */
  outcome: string;
};

export function DirectoryResults({ result, view, emptyMessage, filters, nearby, outcome }: Props) {
  if (result.total === 0)
    return (
      <EmptyResults
        key={outcome}
        message={emptyMessage}
        hint={EMPTY_RESULTS_HINT}
        filters={filters}
        openingNext={result.openingNext}
        sticky
      />
    );
  if (!nearby)
    return (
      <div className="space-y-6">
        <h2 className="sr-only">Businesses</h2>
        <ResultsPage result={result} view={view} />
      </div>
    );
  return (
    <div className="space-y-8">
      <EmptyResults key={outcome} message={nearby.emptyMessage} hint={NEARBY_HINT} filters={filters} />
      <section aria-labelledby="nearby-heading" data-testid="nearby-results" className="space-y-4">
        <div>
          <h2 id="nearby-heading" data-testid="nearby-note" className="text-lg font-semibold text-slate-900">
            {nearby.heading}
          </h2>
          <p data-testid="nearby-count" className="text-sm text-slate-600">
            {nearbyCount(result)}, nearest first
          </p>
        </div>
        <ResultsPage result={result} view={view} />
      </section>
    </div>
  );
}

/** "2 businesses" on one page; "Showing 1–12 of 40 businesses" on several. */
const nearbyCount = (result: DirectorySearchResult<BusinessCardData>) =>
  result.pageCount > 1
    ? showingLabel(result.page, DIRECTORY_PAGE_SIZE, result.total, result.totalCapped)
    : `${result.total} ${result.total === 1 ? "business" : "businesses"}`;

const NEARBY_HINT = "The nearest ones are listed below, with their distance.";

/** The page's cards (or why a page has none) and the pagination. */
function ResultsPage({ result, view }: Pick<Props, "result" | "view">) {
  return (
    <>
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
    </>
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
    <ul data-testid="directory-results" className={view === "grid" ? CARD_GRID : "flex flex-col gap-4"}>
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

/**
 * What the results are, in one live region that stays on the page, so a change of filters is
 * announced: "Showing 1–12 of 42 businesses" (shown), or (for screen readers, the page shows it
 * below) the empty message.
 */
export function ResultsSummary({
  result,
  emptyText,
}: {
  result: DirectorySearchResult<BusinessCardData>;
  emptyText: string | null;
}) {
  const shown = result.items.length > 0 && !result.nearby;
  return (
    <p role="status" aria-atomic="true" className="text-sm text-slate-600">
      {shown ? (
        <span data-testid="directory-count">
          {showingLabel(result.page, DIRECTORY_PAGE_SIZE, result.total, result.totalCapped)}
        </span>
      ) : (
        emptyText && <span className="sr-only">{emptyText}</span>
      )}
    </p>
  );
}
