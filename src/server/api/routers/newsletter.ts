import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { subscribeToNewsletter } from "@/features/newsletter/mutations";
import { ZNewsletterSubscribeSchema } from "@/features/newsletter/schema";
import { clientKey } from "@/platform/client-ip";

export const newsletterRouter = createTRPCRouter({
  /** Anyone may sign up from the footer; rate-limited per client address. */
  subscribe: publicProcedure
    .input(ZNewsletterSubscribeSchema)
    .mutation(({ ctx, input }) => subscribeToNewsletter(ctx.db, input, clientKey(ctx.headers))),
});
