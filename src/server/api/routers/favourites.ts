import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { addFavourite, removeFavourite } from "@/features/favourites/mutations";
import { getCardState, listFavourites } from "@/features/favourites/queries";
import { ZCardStateSchema, ZFavouriteBusinessSchema, ZFavouritesPageSchema } from "@/features/favourites/schema";

/** A signed-in user's own favourites; nobody reads or changes anyone else's. */
export const favouritesRouter = createTRPCRouter({
  list: protectedProcedure
    .input(ZFavouritesPageSchema)
    .query(({ ctx, input }) => listFavourites(ctx.db, ctx.session.id, input.page)),
  /** The per-user state of a page of cards: favourites and list membership, in one call per page. */
  cardState: protectedProcedure
    .input(ZCardStateSchema)
    .query(({ ctx, input }) => getCardState(ctx.db, ctx.session.id, input.businessIds)),
  add: protectedProcedure
    .input(ZFavouriteBusinessSchema)
    .mutation(({ ctx, input }) => addFavourite(ctx.db, ctx.session.id, input.businessId)),
  remove: protectedProcedure
    .input(ZFavouriteBusinessSchema)
    .mutation(({ ctx, input }) => removeFavourite(ctx.db, ctx.session.id, input.businessId)),
});
