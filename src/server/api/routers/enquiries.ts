import { adminProcedure, createTRPCRouter, ownerProcedure, protectedProcedure } from "@/server/api/trpc";
import { clientAddressHash, clientKey } from "@/platform/client-ip";
import { moderateEnquiry, moderationQueue } from "@/features/enquiries/admin";
import { reportEnquiry, setEnquiriesEnabled, setThreadOpen } from "@/features/enquiries/owner-actions";
import { customerEnquiries, customerThread, ownerInbox, ownerThread } from "@/features/enquiries/queries";
import { customerReply, ownerReply } from "@/features/enquiries/replies";
import {
  ZEnquiriesEnabledSchema,
  ZEnquiryIdSchema,
  ZInboxSchema,
  ZModerateEnquirySchema,
  ZModerationQueueSchema,
  ZMyEnquiriesSchema,
  ZReplySchema,
  ZReportEnquirySchema,
  ZSendEnquirySchema,
  ZThreadStatusSchema,
} from "@/features/enquiries/schema";
import { sendEnquiry } from "@/features/enquiries/send";

/**
 * Enquiries: any signed-in member with a proven email asks a business a question or for a quote and
 * follows the thread; the business's owner answers in their inbox; admins moderate held and
 * reported ones. Each side reaches only its own threads (the feature names the caller in its `where`).
 */
export const enquiriesRouter = createTRPCRouter({
  send: protectedProcedure.input(ZSendEnquirySchema).mutation(({ ctx, input }) =>
    sendEnquiry(ctx.db, ctx.session, input, {
      key: clientKey(ctx.headers),
      hash: clientAddressHash(ctx.headers),
    }),
  ),
  mine: protectedProcedure
    .input(ZMyEnquiriesSchema)
    .query(({ ctx, input }) => customerEnquiries(ctx.db, ctx.session, input)),
  thread: protectedProcedure
    .input(ZEnquiryIdSchema)
    .query(({ ctx, input }) => customerThread(ctx.db, ctx.session, input.enquiryId)),
  reply: protectedProcedure.input(ZReplySchema).mutation(({ ctx, input }) => customerReply(ctx.db, ctx.session, input)),

  inbox: ownerProcedure.input(ZInboxSchema).query(({ ctx, input }) => ownerInbox(ctx.db, ctx.session, input)),
  ownerThread: ownerProcedure
    .input(ZEnquiryIdSchema)
    .query(({ ctx, input }) => ownerThread(ctx.db, ctx.session, input.enquiryId)),
  answer: ownerProcedure.input(ZReplySchema).mutation(({ ctx, input }) => ownerReply(ctx.db, ctx.session, input)),
  setOpen: ownerProcedure
    .input(ZThreadStatusSchema)
    .mutation(({ ctx, input }) => setThreadOpen(ctx.db, ctx.session, input)),
  report: ownerProcedure
    .input(ZReportEnquirySchema)
    .mutation(({ ctx, input }) => reportEnquiry(ctx.db, ctx.session, input)),
  setEnabled: ownerProcedure
    .input(ZEnquiriesEnabledSchema)
    .mutation(({ ctx, input }) => setEnquiriesEnabled(ctx.db, ctx.session, input)),

  moderationQueue: adminProcedure
    .input(ZModerationQueueSchema)
    .query(({ ctx, input }) => moderationQueue(ctx.db, input)),
  moderate: adminProcedure
    .input(ZModerateEnquirySchema)
    .mutation(({ ctx, input }) => moderateEnquiry({ db: ctx.db, session: ctx.session }, input)),
});
