import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { sitemapCities, sitemapCityBusinesses } from "@/features/sitemap/queries";
import { SITEMAP_PAGE_SIZE, ZSitemapCityInput } from "@/features/sitemap/schema";

export const sitemapRouter = createTRPCRouter({
  /** Cities with active businesses, for the readable /sitemap. */
  cities: publicProcedure.query(({ ctx }) => sitemapCities(ctx.db)),
  /** A page of one city's active businesses by name; null for a city without any. */
  cityBusinesses: publicProcedure
    .input(ZSitemapCityInput)
    .query(({ ctx, input }) => sitemapCityBusinesses(ctx.db, input.city, input.page, SITEMAP_PAGE_SIZE)),
});
