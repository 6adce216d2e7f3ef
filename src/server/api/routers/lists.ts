import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import {
  addListItem,
  createList,
  deleteList,
  removeListItem,
  updateItemNote,
  updateList,
} from "@/features/lists/mutations";
import { listsOf, ownListDetail, sharedList } from "@/features/lists/queries";
import {
  ZCreateListSchema,
  ZItemNoteSchema,
  ZListIdSchema,
  ZListItemSchema,
  ZUpdateListSchema,
} from "@/features/lists/schema";

/** A signed-in user's own lists; the shared page reads a public list (or the owner's private one). */
export const listsRouter = createTRPCRouter({
  mine: protectedProcedure.query(({ ctx }) => listsOf(ctx.db, ctx.session.id)),
  get: protectedProcedure
    .input(ZListIdSchema)
    .query(({ ctx, input }) => ownListDetail(ctx.db, ctx.session.id, input.listId)),
  shared: publicProcedure
    .input(ZListIdSchema)
    .query(({ ctx, input }) => sharedList(ctx.db, ctx.session?.id ?? null, input.listId)),
  create: protectedProcedure
    .input(ZCreateListSchema)
    .mutation(({ ctx, input }) => createList(ctx.db, ctx.session.id, input)),
  update: protectedProcedure
    .input(ZUpdateListSchema)
    .mutation(({ ctx, input }) => updateList(ctx.db, ctx.session.id, input)),
  delete: protectedProcedure
    .input(ZListIdSchema)
    .mutation(({ ctx, input }) => deleteList(ctx.db, ctx.session.id, input.listId)),
  addItem: protectedProcedure
    .input(ZListItemSchema)
    .mutation(({ ctx, input }) => addListItem(ctx.db, ctx.session.id, input)),
  removeItem: protectedProcedure
    .input(ZListItemSchema.omit({ notes: true }))
    .mutation(({ ctx, input }) => removeListItem(ctx.db, ctx.session.id, input.listId, input.businessId)),
  updateItemNote: protectedProcedure
    .input(ZItemNoteSchema)
    .mutation(({ ctx, input }) => updateItemNote(ctx.db, ctx.session.id, input)),
});
