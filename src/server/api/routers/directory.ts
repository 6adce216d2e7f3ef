import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { cachedRead, CACHE_TAGS } from "@/features/catalogue/cache";

import { directoryFilterOptions } from "@/features/directory/filter-options";
import { searchDirectory } from "@/features/directory/search";
import { directorySearchInput, suggestInput } from "@/features/directory/schema";
import { suggestions } from "@/features/directory/suggestions";
import { consumeSearch, searchesPerAddress, suggestionsPerAddress } from "@/features/directory/limits";
import { clientKey } from "@/platform/client-ip";

/** The tag filter offers the most used tags: usage changes with every business save, so the options refresh each minute. */
const FILTER_OPTIONS_MAX_AGE_MS = 60_000;

export const directoryRouter = createTRPCRouter({
  /** Also the /directory page's search (through the server caller, with the visitor's address). */
  search: publicProcedure.input(directorySearchInput).query(async ({ ctx, input }) => {
    await consumeSearch(searchesPerAddress, clientKey(ctx.headers));
    return searchDirectory(ctx.db, input, new Date());
  }),
  /** The header's and the directory's search boxes: categories, then businesses. */
  suggest: publicProcedure.input(suggestInput).query(async ({ ctx, input }) => {
    await consumeSearch(suggestionsPerAddress, clientKey(ctx.headers));
    return suggestions(ctx.db, input.text, input.location);
  }),
  /** Read on every directory page: kept in the process cache until an admin changes categories or tags. */
  filterOptions: publicProcedure.query(({ ctx }) =>
    cachedRead(
      "directory.filterOptions",
      [CACHE_TAGS.categories, CACHE_TAGS.tags],
      () => directoryFilterOptions(ctx.db),
      FILTER_OPTIONS_MAX_AGE_MS,
    ),
  ),
});
