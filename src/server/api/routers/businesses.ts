// Creating and editing businesses. Any signed-in user with a verified email may create one (and so
// becomes an owner; listing-approval.ts says when it is public).
// Each edit checks ownership in the feature code: another owner's business is NOT_FOUND.
import { createTRPCRouter, ownerProcedure, protectedProcedure } from "@/server/api/trpc";
import { closeOnUsHolidays, removeSpecialHours, saveSpecialHours } from "@/features/businesses/special-hours/mutations";
import { listSpecialHours } from "@/features/businesses/special-hours/queries";
import { ZRemoveSpecialHoursSchema, ZSaveSpecialHoursSchema } from "@/features/businesses/special-hours/schema";
import { clientKey } from "@/platform/client-ip";
import { ownerDashboard } from "@/features/businesses/editor/dashboard";
import { admitListing } from "@/features/businesses/editor/listing-approval";
import {
  createBusiness,
  saveHours,
  saveOffers,
  saveServices,
  setBusinessActive,
  updateBasics,
  updateContact,
  updateLocation,
  updatePhotos,
} from "@/features/businesses/editor/mutations";
import { businessFormOptions, getBusinessForEdit } from "@/features/businesses/editor/queries";
import {
  ZBusinessIdSchema,
  ZCreateBusinessSchema,
  ZSaveHoursSchema,
  ZSaveOffersSchema,
  ZSaveServicesSchema,
  ZSetActiveSchema,
  ZUpdateBasicsSchema,
  ZUpdateContactSchema,
  ZUpdateLocationSchema,
  ZUpdatePhotosSchema,
} from "@/features/businesses/editor/schema";

const editor = (ctx: {
  session: { id: string; email: string | null };
  roles: Parameters<typeof getBusinessForEdit>[1]["roles"];
}) => ({
  id: ctx.session.id,
  email: ctx.session.email,
  roles: ctx.roles,
});

export const businessesRouter = createTRPCRouter({
  formOptions: protectedProcedure.query(({ ctx }) => businessFormOptions(ctx.db)),
  create: protectedProcedure.input(ZCreateBusinessSchema).mutation(async ({ ctx, input }) => {
    await admitListing(ctx.db, ctx.session.id, clientKey(ctx.headers));
    return createBusiness(ctx.db, editor(ctx), input);
  }),
  forEdit: protectedProcedure
    .input(ZBusinessIdSchema)
    .query(({ ctx, input }) => getBusinessForEdit(ctx.db, editor(ctx), input.id)),
  updateBasics: protectedProcedure
    .input(ZUpdateBasicsSchema)
    .mutation(({ ctx, input }) => updateBasics(ctx.db, editor(ctx), input.id, input.data)),
  updateLocation: protectedProcedure
    .input(ZUpdateLocationSchema)
    .mutation(({ ctx, input }) => updateLocation(ctx.db, editor(ctx), input.id, input.data)),
  updateContact: protectedProcedure
    .input(ZUpdateContactSchema)
    .mutation(({ ctx, input }) => updateContact(ctx.db, editor(ctx), input.id, input.data)),
  updatePhotos: protectedProcedure
    .input(ZUpdatePhotosSchema)
    .mutation(({ ctx, input }) => updatePhotos(ctx.db, editor(ctx), input.id, input.data)),
  saveHours: protectedProcedure
    .input(ZSaveHoursSchema)
    .mutation(({ ctx, input }) => saveHours(ctx.db, editor(ctx), input.id, input.data)),
  saveServices: protectedProcedure
    .input(ZSaveServicesSchema)
    .mutation(({ ctx, input }) => saveServices(ctx.db, editor(ctx), input.id, input.data)),
  saveOffers: protectedProcedure
    .input(ZSaveOffersSchema)
    .mutation(({ ctx, input }) => saveOffers(ctx.db, editor(ctx), input.id, input.data)),
  setActive: protectedProcedure
    .input(ZSetActiveSchema)
    .mutation(({ ctx, input }) => setBusinessActive(ctx.db, editor(ctx), input.id, input.active)),
  // Special hours (holidays, events): the business's owner or an admin.
  specialHours: ownerProcedure
    .input(ZBusinessIdSchema)
    .query(({ ctx, input }) => listSpecialHours(ctx.db, editor(ctx), input.id)),
  saveSpecialHours: ownerProcedure
    .input(ZSaveSpecialHoursSchema)
    .mutation(({ ctx, input }) => saveSpecialHours(ctx.db, editor(ctx), input.id, input.data)),
  removeSpecialHours: ownerProcedure
    .input(ZRemoveSpecialHoursSchema)
    .mutation(({ ctx, input }) => removeSpecialHours(ctx.db, editor(ctx), input.id, input.day)),
  closeOnUsHolidays: ownerProcedure
    .input(ZBusinessIdSchema)
    .mutation(({ ctx, input }) => closeOnUsHolidays(ctx.db, editor(ctx), input.id)),
  dashboard: ownerProcedure.query(({ ctx }) => ownerDashboard(ctx.db, ctx.session.id)),
});
