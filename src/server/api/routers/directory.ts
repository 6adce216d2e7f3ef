import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { cachedRead, CACHE_TAGS } from "@/features/catalogue/cache";

import { directoryFilterOptions } from "@/features/directory/filter-options";
import { searchDirectory } from "@/features/directory/search";
import { directorySearchInput, suggestInput } from "@/features/directory/schema";
import { suggestions } from "@/features/directory/suggestions";

/** The tag filter offers the most used tags: usage changes with every business save, so the options refresh each minute. */
const FILTER_OPTIONS_MAX_AGE_MS = 60_000;

export const directoryRouter = createTRPCRouter({
  search: publicProcedure.input(directorySearchInput).query(({ ctx, input }) => searchDirectory(ctx.db, input, new Date())),
  /** The header's and the directory's search boxes: categories, then businesses. */
  suggest: publicProcedure.input(suggestInput).query(({ ctx, input }) => suggestions(ctx.db, input.text, input.location)),
  /** Read on every directory page: kept in the process cache until an admin changes categories or tags. */
  filterOptions: publicProcedure.query(({ ctx }) => cachedRead("directory.filterOptions", [CACHE_TAGS.categories, CACHE_TAGS.tags], () => directoryFilterOptions(ctx.db), FILTER_OPTIONS_MAX_AGE_MS)),
});
