import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { cachedRead, CACHE_TAGS } from "@/features/catalogue/cache";
import { directoryFilterOptions } from "@/features/directory/filter-options";
import { searchDirectory } from "@/features/directory/search";
import { directorySearchInput, directorySuggestInput, headerSuggestInput } from "@/features/directory/schema";
import { directoryNameSuggestions, headerSuggestions } from "@/features/directory/suggestions";

export const directoryRouter = createTRPCRouter({
  search: publicProcedure.input(directorySearchInput).query(({ ctx, input }) => searchDirectory(ctx.db, input, new Date())),
  suggest: publicProcedure.input(directorySuggestInput).query(({ ctx, input }) => directoryNameSuggestions(ctx.db, input.text, input.location)),
  headerSuggest: publicProcedure.input(headerSuggestInput).query(({ ctx, input }) => headerSuggestions(ctx.db, input.text)),
  /** Read on every directory page: kept in the process cache until an admin changes categories or tags. */
  filterOptions: publicProcedure.query(({ ctx }) => cachedRead("directory.filterOptions", [CACHE_TAGS.categories, CACHE_TAGS.tags], () => directoryFilterOptions(ctx.db))),
});
