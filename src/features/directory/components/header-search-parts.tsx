// The header search box's look and place, shared by the plain box the page is sent with
// (header-search.tsx) and the combobox that replaces it (header-search-box.tsx), so the swap
// changes nothing the visitor sees and both search the same directory.
import { usePathname } from "next/navigation";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { SearchIcon } from "@/components/ui/icons";

/** "Austin, TX" by city slug and ZIP code: on a city's directory pages the search stays there and says so. */
export type PlaceLabels = Readonly<Record<string, string>>;
type PagePlace = { segment: string; label: string; directory: string };

/** The /directory/{place} segment of the current page, its label and its directory path, when the page has one. */
export function usePagePlace(placeLabels: PlaceLabels): PagePlace | null {
  const segment = /^\/directory\/([^/]+)/.exec(usePathname() ?? "")?.[1];
  if (!segment) return null;
  const decoded = decodeURIComponent(segment).toLowerCase();
  const label = placeLabels[decoded] ?? (/^\d{5}$/.test(decoded) ? decoded : null);
  return label ? { segment: decoded, label, directory: `/directory/${encodeURIComponent(decoded)}` } : null;
}

export const searchPlaceholder = (place: PagePlace | null) =>
  place ? `Search in ${place.label}...` : "Search businesses...";
export const SEARCH_BOX_CLASS =
  "block w-full rounded-full border border-slate-300 bg-slate-50 py-2 pr-4 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/30 focus:outline-none";
export const SEARCH_BUTTON_CLASS = `rounded-full bg-brand-600 px-3.5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 ${FOCUS_RING}`;

/** The search field's frame: the icon and the label of the input given as `children` (with `id`). */
export function SearchField({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <div className="relative flex-1">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <label htmlFor={id} className="sr-only">
        Search businesses
      </label>
      {children}
    </div>
  );
}
