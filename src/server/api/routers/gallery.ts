// A business's photo gallery, edited by its owner (or an admin) from the business editor. Each call
// checks ownership in the feature code: another owner's business is NOT_FOUND.
import { createTRPCRouter, ownerProcedure } from "@/server/api/trpc";
import { addPhoto, editAltText, removePhoto, reorderPhotos, setCover } from "@/features/businesses/gallery/mutations";
import { limitPhotoAdds } from "@/features/businesses/gallery/limits";
import { galleryForEdit } from "@/features/businesses/gallery/queries";
import {
  ZAddPhotoSchema,
  ZEditAltTextSchema,
  ZGalleryBusinessSchema,
  ZPhotoSchema,
  ZReorderPhotosSchema,
  ZSetCoverSchema,
} from "@/features/businesses/gallery/schema";
import type { Role } from "@/lib/roles";

const editor = (ctx: { session: { id: string; email: string | null }; roles: readonly Role[] }) => ({
  id: ctx.session.id,
  email: ctx.session.email,
  roles: ctx.roles,
});

export const galleryRouter = createTRPCRouter({
  forEdit: ownerProcedure
    .input(ZGalleryBusinessSchema)
    .query(({ ctx, input }) => galleryForEdit(ctx.db, editor(ctx), input.businessId)),
  add: ownerProcedure.input(ZAddPhotoSchema).mutation(async ({ ctx, input }) => {
    await limitPhotoAdds(ctx.session.id);
    return addPhoto(ctx.db, editor(ctx), input);
  }),
  editAltText: ownerProcedure
    .input(ZEditAltTextSchema)
    .mutation(({ ctx, input }) => editAltText(ctx.db, editor(ctx), input)),
  remove: ownerProcedure.input(ZPhotoSchema).mutation(({ ctx, input }) => removePhoto(ctx.db, editor(ctx), input)),
  reorder: ownerProcedure
    .input(ZReorderPhotosSchema)
    .mutation(({ ctx, input }) => reorderPhotos(ctx.db, editor(ctx), input)),
  setCover: ownerProcedure.input(ZSetCoverSchema).mutation(({ ctx, input }) => setCover(ctx.db, editor(ctx), input)),
});
