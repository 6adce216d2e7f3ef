import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { subscribeToNewsletter } from "@/features/newsletter/data";
import { ZNewsletterSubscribeSchema } from "@/features/newsletter/schema";
import { clientIp } from "@/server/client-ip";

export const newsletterRouter = createTRPCRouter({
  /** Anyone may sign up from the footer; rate-limited per client address. */
  subscribe: publicProcedure
    .input(ZNewsletterSubscribeSchema)
    .mutation(({ ctx, input }) => subscribeToNewsletter(ctx.db, input, clientIp(ctx.headers) ?? "unknown")),
});
