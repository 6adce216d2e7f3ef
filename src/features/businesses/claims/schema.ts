// Claiming a listing: the claim form's input. Safe in the browser.
import { z } from "zod";
import { zText } from "@/lib/text";
import { CLAIM_ROLES } from "./types";

// The texts and roles live in types.ts, so the profile's claim box loads without zod.
export { CLAIM_MESSAGES } from "./types";

export const ZSubmitClaimSchema = z
  .object({
    businessId: zText().trim().min(1).max(64),
    roleAtBusiness: z.enum(CLAIM_ROLES, "Choose your role at the business."),
    phone: zText()
      .trim()
      .min(1, "Phone is required.")
      .max(40, "Phone is too long.")
      .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 7, "Enter a phone number we can call."),
    note: zText().trim().max(1000, "Note must be at most 1,000 characters.").default(""),
  })
  .strict();
export type TSubmitClaimInput = z.input<typeof ZSubmitClaimSchema>;

export const ZClaimIdSchema = z.object({ id: zText().trim().min(1).max(64) }).strict();
export const ZListClaimsSchema = z
  .object({ status: z.enum(["pending", "approved", "rejected"]).default("pending") })
  .strict();
