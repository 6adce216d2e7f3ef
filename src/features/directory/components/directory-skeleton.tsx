// The directory's loading screen (the route's loading.tsx): the page's own frame, with grey blocks
// the size of its title, search box, filter panel and a page of cards, so the page arrives without
// moving anything and the footer stays below the screen meanwhile (no layout shift).
import { CARD_GRID, DIRECTORY_ASIDE, DIRECTORY_COLUMNS, DIRECTORY_INTRO, DIRECTORY_PAGE } from "./directory-layout";
import { LoadingBusinesses } from "./loading-businesses";

const BAR = "rounded-md bg-slate-200";
const FAINT = "rounded-md bg-slate-100";

export function DirectorySkeleton() {
  return (
    <div className={DIRECTORY_PAGE} aria-busy="true">
      <div className={`h-9 w-72 max-w-full ${BAR}`} />
      <p className="mt-2 text-slate-600">{DIRECTORY_INTRO}</p>
      <div className="mt-8 h-[38px] rounded-md border border-slate-200 bg-white" />
      <div className={DIRECTORY_COLUMNS}>
        <div className={DIRECTORY_ASIDE}>
          {/* The place picker and the filters button on phones; the whole filter panel beside the results. */}
          <div className="h-[9.5rem] space-y-4 lg:h-[70rem]">
            <div className={`h-4 w-24 ${BAR}`} />
            <div className="h-[38px] rounded-md border border-slate-200" />
            <div className={`h-[38px] lg:h-64 ${FAINT}`} />
          </div>
        </div>
        <div className="min-w-0 space-y-4">
          <div className="flex min-h-[2.125rem] items-center">
            <LoadingBusinesses />
          </div>
          <ul aria-hidden="true" className={CARD_GRID}>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index}>
                <CardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** A card's frame at a card's size: logo, name, category, rating and a few lines. */
function CardSkeleton() {
  return (
    <div className="flex h-[19rem] flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <div className="size-14 shrink-0 rounded-lg bg-slate-200" />
        <div className="flex-1 space-y-2 pt-1">
          <div className={`h-4 w-3/4 ${BAR}`} />
          <div className={`h-3 w-1/2 ${FAINT}`} />
          <div className={`h-3 w-1/3 ${FAINT}`} />
        </div>
      </div>
      <div className="space-y-2">
        <div className={`h-3 w-2/5 ${BAR}`} />
        <div className={`h-3 w-3/5 ${FAINT}`} />
        <div className={`h-3 w-1/2 ${FAINT}`} />
      </div>
      <div className="mt-auto flex gap-2">
        <div className="h-6 w-16 rounded-full bg-slate-100" />
        <div className="h-6 w-20 rounded-full bg-slate-100" />
      </div>
    </div>
  );
}
