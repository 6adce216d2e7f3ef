// Newsletter sign-up input and the messages the footer box shows.
import { z } from "zod";

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";
export const SUBSCRIBED_MESSAGE = "Thanks for subscribing! Local news and offers are on their way.";
export const TOO_MANY_SUBSCRIBES_MESSAGE = "Too many sign-ups from your network. Please try again in a few minutes.";

export const ZNewsletterSubscribeSchema = z
  .object({
    email: z
      .string(INVALID_EMAIL_MESSAGE)
      .trim()
      .max(254, INVALID_EMAIL_MESSAGE)
      .pipe(z.email(INVALID_EMAIL_MESSAGE))
      .transform((email) => email.toLowerCase()),
  })
  .strict();
export type TNewsletterSubscribeInput = z.infer<typeof ZNewsletterSubscribeSchema>;

export type NewsletterSubscribeResult = { status: "subscribed"; message: string };
