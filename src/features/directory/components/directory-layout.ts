// The directory page's frame, shared by the page and its loading screen (directory-skeleton.tsx), so
// the loading screen's parts sit where the page's will.
export const DIRECTORY_PAGE = "mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8";
export const DIRECTORY_INTRO = "Discover verified local businesses, compare ratings and find offers near you.";
/** The filters beside the results on large screens; above them on phones. */
export const DIRECTORY_COLUMNS = "mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8";
export const DIRECTORY_ASIDE =
  "space-y-4 self-start rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:space-y-6";
/** The cards' grid (the default view). */
export const CARD_GRID = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";
