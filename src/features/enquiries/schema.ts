// Enquiries' inputs. Safe in the browser, but it loads zod: a component that needs only limits,
// labels or texts imports them from types.ts.
import { z } from "zod";
import { zText } from "@/lib/text";
import { containsLink } from "./link-rule";
import {
  ENQUIRY_KINDS,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_MESSAGES,
  ENQUIRY_REMOVE_REASON_MAX,
  ENQUIRY_REPORT_NOTE_MAX,
  ENQUIRY_REPORT_REASONS,
  ENQUIRY_SUBJECT_MAX,
  INBOX_FILTERS,
} from "./types";

const ZId = zText("Invalid id").trim().min(1, "Invalid id").max(64, "Invalid id");
const page = z.number().int().min(1).max(10_000).default(1);

const message = zText()
  .trim()
  .min(1, "Write your message.")
  .max(ENQUIRY_MESSAGE_MAX, `The message must be at most ${ENQUIRY_MESSAGE_MAX.toLocaleString("en-US")} characters.`);

export const ZSendEnquirySchema = z
  .object({
    businessId: ZId,
    kind: z.enum(ENQUIRY_KINDS, { message: "Choose whether you ask a question or request a quote." }),
    subject: zText()
      .trim()
      .min(1, "Give your message a subject.")
      .max(ENQUIRY_SUBJECT_MAX, `The subject must be at most ${ENQUIRY_SUBJECT_MAX} characters.`),
    message: message.refine((text) => !containsLink(text), ENQUIRY_MESSAGES.noLinks),
  })
  .strict()
  .refine((input) => !containsLink(input.subject), { message: ENQUIRY_MESSAGES.noLinks, path: ["subject"] });
export type TSendEnquiryInput = z.output<typeof ZSendEnquirySchema>;

export const ZEnquiryIdSchema = z.object({ enquiryId: ZId }).strict();
export const ZReplySchema = z.object({ enquiryId: ZId, message }).strict();

/** The inbox reads each business's threads up to the end of the page: 5,000 deep at the most. */
const INBOX_PAGES = 250;
export const ZInboxSchema = z
  .object({
    businessId: ZId.optional(),
    filter: z.enum(INBOX_FILTERS).default("all"),
    page: z.number().int().min(1).max(INBOX_PAGES, `There are at most ${INBOX_PAGES} pages.`).default(1),
  })
  .strict();
export type TInboxInput = z.output<typeof ZInboxSchema>;

export const ZMyEnquiriesSchema = z.object({ page }).strict();

/** The owner closes a thread, or opens a closed one again. */
export const ZThreadStatusSchema = z.object({ enquiryId: ZId, open: z.boolean() }).strict();

export const ZReportEnquirySchema = z
  .object({
    enquiryId: ZId,
    reason: z.enum(ENQUIRY_REPORT_REASONS, { message: "Choose a reason." }),
    note: zText()
      .trim()
      .max(ENQUIRY_REPORT_NOTE_MAX, `The note must be at most ${ENQUIRY_REPORT_NOTE_MAX} characters.`)
      .optional()
      .transform((note) => note || undefined),
  })
  .strict();

export const ZEnquiriesEnabledSchema = z.object({ businessId: ZId, enabled: z.boolean() }).strict();

export const ZModerationQueueSchema = z.object({ page }).strict();
export const ZModerateEnquirySchema = z
  .object({
    enquiryId: ZId,
    action: z.enum(["release", "remove", "dismiss_reports"]),
    reason: zText()
      .trim()
      .max(ENQUIRY_REMOVE_REASON_MAX, `The reason must be at most ${ENQUIRY_REMOVE_REASON_MAX} characters.`)
      .optional()
      .transform((reason) => reason || undefined),
  })
  .strict()
  .refine((input) => input.action !== "remove" || input.reason !== undefined, {
    message: "Say why the enquiry is removed.",
    path: ["reason"],
  });
export type TModerateEnquiryInput = z.output<typeof ZModerateEnquirySchema>;
