// Sign-in and sign-up input, shared by the /auth form and the server.
import { z } from "zod";
import { zText } from "@/lib/text";
import type { Role } from "@/lib/roles";
import { parseIdentifier } from "./identifier";
import { passwordWeaknesses, weakPasswordMessage } from "./password-rules";

export { PASSWORD_MIN_LENGTH } from "./password-rules";

export const MISSING_CREDENTIALS_MESSAGE = "You must provide either an email or phone number and a password";
export const INVALID_IDENTIFIER_MESSAGE = "Enter a valid email address or phone number";
export const WRONG_CREDENTIALS_MESSAGE = "Incorrect email, phone number or password";
export const tooManySignInAttemptsMessage = (wait: string) =>
  `Too many sign-in attempts. Please wait ${wait} and try again.`;
export const TOO_MANY_SIGN_UPS_MESSAGE = "Too many sign-ups from your network. Please try again later.";
export const ACCOUNT_EXISTS_MESSAGE = "An account with this email or phone number already exists. Sign in instead.";
export const SIGN_UP_ACCOUNT_EXISTS_MESSAGE = "An account with this email already exists. Sign in instead.";
export const INVALID_SIGN_UP_LINK_MESSAGE = "This link is invalid or has expired. Sign up again for a new one.";
export const checkEmailToFinishMessage = (email: string) =>
  `Check your email: we sent a link to ${email}. Open it within 24 hours to finish creating your account.`;

const USER_TYPES = ["customer", "business_owner"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ZSignInSchema = z
  .object({ identifier: zText().max(254), password: zText().max(1024) })
  .strict()
  .superRefine((input, ctx) => {
    if (!input.identifier.trim() || !input.password) {
      ctx.addIssue({ code: "custom", message: MISSING_CREDENTIALS_MESSAGE, path: ["identifier"] });
    } else if (!parseIdentifier(input.identifier)) {
      ctx.addIssue({ code: "custom", message: INVALID_IDENTIFIER_MESSAGE, path: ["identifier"] });
    }
  });
export type TSignInInput = z.infer<typeof ZSignInSchema>;

export const ZSignUpSchema = z
  .object({
    identifier: zText().max(254),
    password: zText().max(1024),
    displayName: zText()
      .trim()
      .min(1, "Please enter a display name")
      .max(80, "Display name is too long (80 characters at most)"),
    userType: z.enum(USER_TYPES).default("customer"),
    /** Where the new member lands once signed in; only a path on this site (anything else lands on /). */
    nextPath: zText().max(2048).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (!input.identifier.trim() || !input.password) {
      ctx.addIssue({ code: "custom", message: MISSING_CREDENTIALS_MESSAGE, path: ["identifier"] });
      return;
    }
    if (!parseIdentifier(input.identifier)) {
      ctx.addIssue({ code: "custom", message: INVALID_IDENTIFIER_MESSAGE, path: ["identifier"] });
    }
    const weaknesses = passwordWeaknesses(input.password);
    if (weaknesses.length > 0)
      ctx.addIssue({ code: "custom", message: weakPasswordMessage(weaknesses), path: ["password"] });
  });
export type TSignUpInput = z.input<typeof ZSignUpSchema>;

/** The sign-up form's answer: an email address is asked to open its link; a phone account exists at once. */
export type SignUpResult =
  { status: "check_email"; email: string } | { status: "signed_up"; id: string; displayName: string; roles: Role[] };

/** next-auth's provider id for the emailed sign-up link. */
export const SIGN_UP_LINK_PROVIDER = "sign-up-link";
export const ZFinishSignUpSchema = z.object({ token: zText().min(1).max(200) }).strict();

// ---------------------------------------------------------------- password reset and email verification

export const RESET_REQUESTED_MESSAGE = "If an account exists for that email, we've sent a link";
export const INVALID_RESET_LINK_MESSAGE = "This link is invalid or has expired. Ask for a new one.";
export const REPLACED_RESET_LINK_MESSAGE =
  "A newer link was sent to your email after this one, so this link no longer works. Use the link in the latest email, or ask for a new one.";
export const INVALID_VERIFY_LINK_MESSAGE =
  "This link is invalid or has expired. Sign in and choose 'Resend' for a new one.";
export const PASSWORD_RESET_DONE_MESSAGE = "Your password has been changed. Sign in with your new password.";
export const EMAIL_VERIFIED_MESSAGE = "Your email address is verified.";
export const ALREADY_VERIFIED_MESSAGE = "Your email address is already verified.";
export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests. Please wait a while and try again.";
export const tooManyResetAttemptsMessage = (wait: string) =>
  `Too many attempts to set a new password from your network. Please wait ${wait} and try again.`;
export const EMAIL_IN_USE_MESSAGE = "That email address is already used by another account.";
const ENTER_EMAIL_MESSAGE = "Enter a valid email address";

/** A new password that meets the same strength rules as sign-up. */
export const ZNewPassword = z
  .string()
  .max(1024)
  .superRefine((password, ctx) => {
    const weaknesses = passwordWeaknesses(password);
    if (weaknesses.length > 0) ctx.addIssue({ code: "custom", message: weakPasswordMessage(weaknesses) });
  });

export const ZEmailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, ENTER_EMAIL_MESSAGE)
  .pipe(z.email(ENTER_EMAIL_MESSAGE));

export const ZRequestPasswordResetSchema = z.object({ email: ZEmailAddress }).strict();

export const ZResetPasswordSchema = z.object({ token: zText().min(1).max(200), password: ZNewPassword }).strict();
export type TResetPasswordInput = z.infer<typeof ZResetPasswordSchema>;

export const ZVerifyEmailSchema = z.object({ token: zText().min(1).max(200) }).strict();
