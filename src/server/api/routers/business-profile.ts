import { z } from "zod";
import { zText } from "@/lib/text";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { findSlugRedirect, getBusinessProfile } from "@/features/businesses/profile/queries";
import { ZBusinessProfileInput } from "@/features/businesses/profile/schema";

export const businessProfileRouter = createTRPCRouter({
  /** An active business's public profile by city + slug, slug or id; null when there is none. */
  get: publicProcedure.input(ZBusinessProfileInput).query(({ ctx, input }) => getBusinessProfile(ctx.db, input)),
  /** The current address of a business whose old /business/{city}/{slug} or /business/{slug} was asked for, or null. */
  redirect: publicProcedure
    .input(z.object({ city: zText().trim().min(1).max(200).optional(), slug: zText().trim().min(1).max(200) }).strict())
    .query(({ ctx, input }) => findSlugRedirect(ctx.db, input.city, input.slug)),
});
