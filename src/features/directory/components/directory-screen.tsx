// The directory page, rendered on the server from its address: the route runs the search and the
// cards arrive as HTML; only the controls are client components.
import Link from "next/link";
import { PILL_BUTTON_CLASS } from "@/components/ui/form-styles";
import { NO_STORE_PAGE } from "@/lib/page-cache-marker.mjs";
import { resolveDirectoryLocation } from "@/features/directory/location";
import {
  TOO_MANY_SEARCHES_MESSAGE,
  type DirectorySearchResult,
  type ResolvedLocation,
} from "@/features/directory/schema";
import type { BusinessCardData } from "@/features/directory/types";
import type { DirectoryFilterOptions } from "@/features/directory/filter-options";
import { ActiveFilters } from "./active-filters";
import { CityPicker } from "./city-picker";
import { DirectoryFilters } from "./directory-filters";
import { DirectoryNavigationProvider, PendingResults } from "./directory-navigation";
import { DirectoryResults, ResultsSummary } from "./directory-results";
import { DirectorySearch } from "./directory-search";
import { FiltersPanel } from "./filters-panel";
import { HydratedFieldset } from "@/components/ui/hydrated-fieldset";
import { JsonLd } from "@/components/ui/json-ld";
import { breadcrumbJsonLd, directoryMetadata } from "./directory-seo";
import { directoryTitle, emptyResultsMessage, findCategoryName, locationLabel } from "./directory-text";
import { DIRECTORY_ASIDE, DIRECTORY_COLUMNS, DIRECTORY_INTRO, DIRECTORY_PAGE } from "./directory-layout";
import { lookedFor, nearbyHeading, placeEmptyMessage } from "./nearby-text";
import { parseDirectoryState, type DirectoryState } from "./directory-url";
import { RadiusSelect } from "./radius-select";
import { SortSelect } from "./sort-select";
import { ViewToggle } from "./view-toggle";

export type SearchParams = Record<string, string | string[] | undefined>;

/** The page's state and place, read from its address. */
export function readDirectoryPage(segment: string | null, params: SearchParams) {
  const state = parseDirectoryState(segment, params);
  const location = state.location ? resolveDirectoryLocation(state.location) : null;
  return { state, location, unknownLocation: state.location !== null && location === null };
}

/** A /directory/{segment} address naming no city we know and no 5-digit ZIP. */
export const isUnknownLocation = (segment: string) => readDirectoryPage(segment, {}).unknownLocation;

export function directoryPageMetadata(segment: string | null, params: SearchParams) {
  const { state, location, unknownLocation } = readDirectoryPage(segment, params);
  return directoryMetadata(state, location, unknownLocation);
}

type Props = {
  state: DirectoryState;
  location: ResolvedLocation | null;
  options: DirectoryFilterOptions;
  /** The search's result, or null when the visitor's address is over the search limit. */
  result: DirectorySearchResult<BusinessCardData> | null;
  /** Shown under the results (a city's "What's new"). */
  news?: React.ReactNode;
};

export function DirectoryScreen({ state, location, options, result, news }: Props) {
  if (!result) return <TooManySearches title={directoryTitle(location)} />;
  const emptyMessage = emptyResultsMessage(state, findCategoryName(options.categories, state.category), location);
  const what = lookedFor(state, options.categories);
  const nearby =
    result.nearby && location
      ? {
          emptyMessage: placeEmptyMessage(what, location),
          heading: nearbyHeading(what, location, result.nearby.radiusMiles),
        }
      : null;
  const filters = { categories: options.categories, allTags: options.allTags };

  return (
    <div className={DIRECTORY_PAGE}>
      <JsonLd data={breadcrumbJsonLd(state, location)} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{directoryTitle(location)}</h1>
      <p className="mt-2 text-slate-600">{DIRECTORY_INTRO}</p>
      <DirectoryNavigationProvider state={state}>
        {/* The search comes before the filters in the page's order, on phones too. It takes text
            at once: what is typed before the page hydrates is kept (DirectorySearch). */}
        <div className="mt-8">
          <DirectorySearch />
        </div>
        {/* Every other control here works through the page's script: disabled until it hydrates. */}
        <HydratedFieldset>
          <div className={DIRECTORY_COLUMNS}>
            <aside aria-label="Place and filters" className={DIRECTORY_ASIDE}>
              <CityPicker cities={options.cities} currentLabel={location && locationLabel(location)} />
              <FiltersPanel total={result.total}>
                <DirectoryFilters categories={options.categories} tags={options.tags} allTags={options.allTags} />
              </FiltersPanel>
            </aside>
            {/* A column as tall as the filters beside it, so empty results can stay in view (sticky). */}
            <div className="min-w-0 space-y-4 lg:flex lg:flex-col">
              <ActiveFilters {...filters} />
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="space-y-0.5">
                  <ResultsSummary
                    result={result}
                    emptyText={
                      result.total === 0 ? emptyMessage : nearby && `${nearby.emptyMessage}. ${nearby.heading}.`
                    }
                  />
                  <DistanceNote state={state} result={result} location={location} />
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <RadiusSelect placeLabel={location && location.latitude !== null ? locationLabel(location) : null} />
                  <SortSelect />
                  <ViewToggle />
                </div>
              </div>
              <PendingResults>
                <DirectoryResults
                  result={result}
                  view={state.view}
                  emptyMessage={emptyMessage}
                  filters={filters}
                  nearby={nearby}
                  outcome={JSON.stringify([
                    state.search,
                    state.category,
                    state.tags,
                    state.ratings,
                    state.features,
                    state.within,
                    state.near,
                  ])}
                />
              </PendingResults>
            </div>
          </div>
        </HydratedFieldset>
      </DirectoryNavigationProvider>
      {news}
    </div>
  );
}

/** Over the per-address search limit: the limit's message where the results would be, and a way to try again. */
function TooManySearches({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p role="alert" data-testid="directory-too-many" {...NO_STORE_PAGE} className="mt-3 text-slate-600">
        {TOO_MANY_SEARCHES_MESSAGE}
      </p>
      <a href="" className={`mt-6 inline-flex ${PILL_BUTTON_CLASS}`}>
        Try again
      </a>
    </div>
  );
}

type NoteProps = {
  state: DirectoryState;
  result: DirectorySearchResult<BusinessCardData>;
  location: ResolvedLocation | null;
};

/** Says where distances are measured from, or why the distance sort has nothing to measure from. */
function DistanceNote({ state, result, location }: NoteProps) {
  if (state.sort !== "distance") return null;
  const text =
    result.distanceOrigin === "near"
      ? "Distances from your current location"
      : result.distanceOrigin === "location" && location
        ? `Distances from ${locationLabel(location)}`
        : "Choose a city or allow location access to sort by distance; showing the most reviewed first.";
  return (
    <p data-testid="distance-origin" className="text-sm text-slate-500">
      {text}
    </p>
  );
}

export function UnknownLocation({ segment }: { segment: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Location not found</h1>
      <p data-testid="unknown-location" className="mt-3 text-slate-600">
        We could not find the location &quot;{segment}&quot;. Choose one of our cities or use a 5-digit ZIP code.
      </p>
      <Link href="/directory" className={`mt-6 inline-flex ${PILL_BUTTON_CLASS}`}>
        Browse all businesses
      </Link>
    </div>
  );
}
