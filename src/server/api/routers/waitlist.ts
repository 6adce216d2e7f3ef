import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { AppError } from "@/platform/errors";
import { clientIp } from "@/platform/client-ip";
import { challengeSuggestions, organizationBySlug, subcategories, topCategories, waitingCount } from "@/features/waitlist/queries";
import { joinWaitlist, waitlistJoins } from "@/features/waitlist/join";
import { WAITLIST_MESSAGES, ZJoinWaitlistSchema, ZOrganizationSchema, ZSubcategoriesSchema, ZWaitingCountSchema } from "@/features/waitlist/schema";

export const waitlistRouter = createTRPCRouter({
  topCategories: publicProcedure.query(({ ctx }) => topCategories(ctx.db)),
  subcategories: publicProcedure.input(ZSubcategoriesSchema).query(({ ctx, input }) => subcategories(ctx.db, input.parentId)),
  challenges: publicProcedure.query(({ ctx }) => challengeSuggestions(ctx.db)),
  organization: publicProcedure.input(ZOrganizationSchema).query(({ ctx, input }) => organizationBySlug(ctx.db, input.slug)),
  waitingCount: publicProcedure.input(ZWaitingCountSchema).query(({ ctx, input }) => waitingCount(ctx.db, input.area)),

  /** A business owner joins the waitlist; the referrer IP comes from the request, never the form. */
  join: publicProcedure.input(ZJoinWaitlistSchema).mutation(async ({ ctx, input }) => {
    const ip = clientIp(ctx.headers);
    if (!(await waitlistJoins.consume(ip ?? "unknown")).allowed) throw new AppError("TOO_MANY_REQUESTS", WAITLIST_MESSAGES.tooMany);
    const entry = await joinWaitlist(ctx.db, input, ip);
    return { id: entry.id };
  }),
});
