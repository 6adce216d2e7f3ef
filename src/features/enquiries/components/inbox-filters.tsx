// The filter rows of an owner's inbox (enquiries, reviews): all their businesses or one of them
// (shown when they have several), then which items; and the inbox's address for a choice of both.
import { FilterChips } from "./parts";

type InboxState<K extends string> = { business?: string; filter: K; page?: number };

/** `path?business=…&filter=…&page=…`, leaving out what is the default (all businesses, "all", page 1). */
export function inboxHref<K extends string>(path: string, state: InboxState<K>): string {
  const params = new URLSearchParams();
  if (state.business) params.set("business", state.business);
  if (state.filter !== "all") params.set("filter", state.filter);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

export function InboxFilters<K extends string>({
  path,
  businesses,
  business,
  filterLabel,
  filters,
  filter,
}: {
  path: string;
  businesses: ReadonlyArray<{ id: string; businessName: string }>;
  business?: string;
  filterLabel: string;
  /** Each filter in order, its label as shown (with its count). */
  filters: ReadonlyArray<{ key: K; label: string }>;
  filter: K;
}) {
  return (
    <>
      {businesses.length > 1 && (
        <FilterChips
          label="Business"
          options={[
            { key: "all", label: "All businesses", href: inboxHref(path, { filter }), current: !business },
            ...businesses.map((item) => ({
              key: item.id,
              label: item.businessName,
              href: inboxHref(path, { business: item.id, filter }),
              current: item.id === business,
            })),
          ]}
        />
      )}
      <FilterChips
        label={filterLabel}
        options={filters.map(({ key, label }) => ({
          key,
          label,
          href: inboxHref(path, { business, filter: key }),
          current: key === filter,
        }))}
      />
    </>
  );
}
