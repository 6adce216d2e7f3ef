// Password reset and email verification input and messages, shared by the forms and the server.
import { z } from "zod";
import { passwordWeaknesses, weakPasswordMessage } from "./password-rules";

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we've sent a link";
export const INVALID_RESET_LINK_MESSAGE = "This link is invalid or has expired. Ask for a new one.";
export const INVALID_VERIFY_LINK_MESSAGE = "This link is invalid or has expired. Sign in and choose 'Resend' for a new one.";
export const PASSWORD_RESET_DONE_MESSAGE = "Your password has been changed. Sign in with your new password.";
export const EMAIL_VERIFIED_MESSAGE = "Your email address is verified.";
export const VERIFICATION_SENT_MESSAGE = "We've sent a new link. Check your inbox.";
export const ALREADY_VERIFIED_MESSAGE = "Your email address is already verified.";
export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a while and try again.";
export const EMAIL_IN_USE_MESSAGE = "That email address is already used by another account.";
export const ENTER_EMAIL_MESSAGE = "Enter a valid email address";

/** A new password that meets the same strength rules as sign-up. */
export const ZNewPassword = z
  .string()
  .max(1024)
  .superRefine((password, ctx) => {
    const weaknesses = passwordWeaknesses(password);
    if (weaknesses.length > 0) ctx.addIssue({ code: "custom", message: weakPasswordMessage(weaknesses) });
  });

export const ZEmailAddress = z.string().trim().toLowerCase().max(254, ENTER_EMAIL_MESSAGE).pipe(z.email(ENTER_EMAIL_MESSAGE));

export const ZRequestPasswordResetSchema = z.object({ email: ZEmailAddress }).strict();
export type TRequestPasswordResetInput = z.infer<typeof ZRequestPasswordResetSchema>;

export const ZResetPasswordSchema = z.object({ token: z.string().min(1).max(200), password: ZNewPassword }).strict();
export type TResetPasswordInput = z.infer<typeof ZResetPasswordSchema>;

export const ZVerifyEmailSchema = z.object({ token: z.string().min(1).max(200) }).strict();
