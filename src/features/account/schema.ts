// /account input and messages, shared by the forms and the server.
import { z } from "zod";
import { zText } from "@/lib/text";
import { ZEmailAddress, ZNewPassword } from "@/features/auth/schema";

export const WRONG_CURRENT_PASSWORD_MESSAGE = "Your current password is not correct.";
export const SAME_EMAIL_MESSAGE = "That is already your email address.";
export const tooManyPasswordChecksMessage = (wait: string) =>
  `Too many attempts with your current password. Please wait ${wait} and try again.`;
export const tooManyEmailChangesMessage = (wait: string) =>
  `Too many email address changes. Please wait ${wait} and try again.`;
export const CONFIRMATION_MISMATCH_MESSAGE = "Type your email address exactly as shown to confirm.";
export const LAST_ADMIN_MESSAGE = "You are the only admin. Make another account an admin before deleting yours.";
export const FORMER_MEMBER_NAME = "Former member";

const currentPassword = zText().min(1, "Enter your current password").max(1024);

export const ZUpdateDisplayNameSchema = z
  .object({
    displayName: zText()
      .trim()
      .min(1, "Please enter a display name")
      .max(80, "Display name is too long (80 characters at most)"),
  })
  .strict();

export const ZChangeEmailSchema = z.object({ email: ZEmailAddress, currentPassword }).strict();
export type TChangeEmailInput = z.infer<typeof ZChangeEmailSchema>;

export const ZChangePasswordSchema = z.object({ currentPassword, newPassword: ZNewPassword }).strict();
export type TChangePasswordInput = z.infer<typeof ZChangePasswordSchema>;

export const ZDeleteAccountSchema = z.object({ confirmation: zText().trim().max(254) }).strict();
