// The empty results: what found nothing, the filters that are on (each removable), and with open
// now the matches that open next. Beside a long filter panel on large screens it stays in view
// while the panel scrolls (sticky), so a filter ticked at the panel's foot shows its outcome there;
// where it cannot stay (nearby results follow it), it scrolls into view when it appears out of view.
import { IntentLink } from "@/components/ui/intent-link";
import { businessPath, type BusinessCardData } from "@/features/directory/types";
import type { FilterChipOptions } from "./active-filters";
import { RemoveFilters } from "./remove-filters";
import { RevealWhenHidden } from "./reveal-when-hidden";

type Props = {
  message: string;
  hint: string;
  filters: FilterChipOptions;
  openingNext?: Array<{ business: BusinessCardData; opens: string }>;
  /** Stays in view beside the filter panel (large screens). */
  sticky?: boolean;
};

export function EmptyResults({ message, hint, filters, openingNext = [], sticky = false }: Props) {
  return (
    <RevealWhenHidden
      data-testid="directory-empty"
      className={`scroll-mt-20 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center ${sticky ? "lg:sticky lg:top-20" : ""}`}
    >
      <p className="text-base font-semibold text-slate-900">{message}</p>
      <p className="mt-2 text-sm text-slate-600">{hint}</p>
      <RemoveFilters {...filters} />
      {openingNext.length > 0 && <OpeningNext entries={openingNext} />}
    </RevealWhenHidden>
  );
}

function OpeningNext({ entries }: { entries: NonNullable<Props["openingNext"]> }) {
  return (
    <section aria-labelledby="opening-next-heading" className="mx-auto mt-8 max-w-xl text-left">
      <h2 id="opening-next-heading" className="text-sm font-semibold text-slate-900">
        Opening next
      </h2>
      <ul data-testid="opening-next" className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {entries.map(({ business, opens }) => (
          <li key={business.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <div className="min-w-0">
              <IntentLink
                href={businessPath(business)}
                className="font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline"
              >
                {business.businessName}
              </IntentLink>
              <p className="text-xs text-slate-500">
                {[business.category, `${business.city}, ${business.state}`].filter(Boolean).join(" · ")}
              </p>
            </div>
            <span className="text-sm font-medium text-amber-800">{opens}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
