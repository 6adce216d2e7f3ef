import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { AppError } from "@/platform/errors";
import { clientIp, clientKey } from "@/platform/client-ip";
import { challengeSuggestions, organizationBySlug, subcategories, topCategories } from "@/features/waitlist/queries";
import { joinWaitlist, waitlistJoins } from "@/features/waitlist/join";
import { confirmWaitlistEmail, resendConfirmation } from "@/features/waitlist/confirmation";
import { areaProgress, parseArea } from "@/features/waitlist/areas";
import { leaderboard, setLeaderboardOptIn, spotByKey } from "@/features/waitlist/spot";
import {
  WAITLIST_CONFIRM_MESSAGES,
  WAITLIST_MESSAGES,
  ZAreaProgressSchema,
  ZConfirmWaitlistEmailSchema,
  ZLeaderboardOptInSchema,
  ZSpotSchema,
  ZJoinWaitlistSchema,
  ZOrganizationSchema,
  ZResendWaitlistConfirmationSchema,
  ZSubcategoriesSchema,
} from "@/features/waitlist/schema";

export const waitlistRouter = createTRPCRouter({
  topCategories: publicProcedure.query(({ ctx }) => topCategories(ctx.db)),
  subcategories: publicProcedure
    .input(ZSubcategoriesSchema)
    .query(({ ctx, input }) => subcategories(ctx.db, input.parentId)),
  challenges: publicProcedure.query(({ ctx }) => challengeSuggestions(ctx.db)),
  organization: publicProcedure
    .input(ZOrganizationSchema)
    .query(({ ctx, input }) => organizationBySlug(ctx.db, input.slug)),

  /** A business owner joins the waitlist; the referrer IP comes from the request, never the form. */
  join: publicProcedure.input(ZJoinWaitlistSchema).mutation(async ({ ctx, input }) => {
    const ip = clientIp(ctx.headers);
    if (!(await waitlistJoins.consume(ip ?? "unknown")).allowed)
      throw new AppError("TOO_MANY_REQUESTS", WAITLIST_MESSAGES.tooMany);
    const entry = await joinWaitlist(ctx.db, input, ip);
    return { id: entry.id };
  }),

  /** The link of the confirmation email, used on a button press on /waitlist/confirm; answers with the spot page's key. */
  confirmEmail: publicProcedure.input(ZConfirmWaitlistEmailSchema).mutation(async ({ ctx, input }) => {
    const { spotKey } = await confirmWaitlistEmail(ctx.db, input.token);
    return { message: WAITLIST_CONFIRM_MESSAGES.confirmed, spotKey };
  }),

  /** "N of M businesses waiting in Austin" for a known city or a ZIP code. */
  areaProgress: publicProcedure.input(ZAreaProgressSchema).query(({ ctx, input }) => {
    const area = parseArea(input.area);
    if (!area) throw new AppError("NOT_FOUND", WAITLIST_MESSAGES.unknownArea, "area");
    return areaProgress(ctx.db, area);
  }),

  /** The public area page (/waitlist/{city or ZIP}): its progress and its leaderboard of opted-in referrers. */
  areaPage: publicProcedure.input(ZAreaProgressSchema).query(async ({ ctx, input }) => {
    const area = parseArea(input.area);
    if (!area) throw new AppError("NOT_FOUND", WAITLIST_MESSAGES.unknownArea, "area");
    const [progress, referrers] = await Promise.all([areaProgress(ctx.db, area), leaderboard(ctx.db, { area })]);
    return { progress, leaderboard: referrers };
  }),

  /** The top referrers among the entries that joined through an organisation's page (opted-in, initials only). */
  organizationLeaderboard: publicProcedure
    .input(ZOrganizationSchema)
    .query(({ ctx, input }) => leaderboard(ctx.db, { organizationSlug: input.slug })),

  /** The owner's own spot: whoever holds the private key of the spot page (from the welcome email). */
  spot: publicProcedure.input(ZSpotSchema).query(async ({ ctx, input }) => {
    const spot = await spotByKey(ctx.db, input.key);
    if (!spot) throw new AppError("NOT_FOUND", WAITLIST_MESSAGES.unknownSpot, "key");
    return spot;
  }),
  setLeaderboardOptIn: publicProcedure.input(ZLeaderboardOptInSchema).mutation(async ({ ctx, input }) => {
    if (!(await setLeaderboardOptIn(ctx.db, input.key, input.optIn)))
      throw new AppError("NOT_FOUND", WAITLIST_MESSAGES.unknownSpot, "key");
    return { optIn: input.optIn };
  }),

  /** A new confirmation link; the same answer whether or not the address is waiting. */
  resendConfirmation: publicProcedure.input(ZResendWaitlistConfirmationSchema).mutation(async ({ ctx, input }) => {
    await resendConfirmation(ctx.db, input.email, clientKey(ctx.headers));
    return { message: WAITLIST_CONFIRM_MESSAGES.resent };
  }),
});
