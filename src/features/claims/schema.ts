// Claiming a listing: the claim form's input and the product's texts. Safe in the browser.
import { z } from "zod";

export const CLAIM_MESSAGES = {
  submitted: "Claim sent. We'll let you know when it has been reviewed.",
  alreadyPending: "You already have a pending claim for this business.",
  alreadyOwned: "This business already has an owner.",
  notFound: "Business not found.",
  claimNotFound: "Claim not found.",
  alreadyDecided: "This claim has already been decided.",
  approvedTitle: (business: string) => `Your claim for ${business} was approved`,
  approvedBody: "You can now edit the listing from your Business Dashboard.",
  rejectedTitle: (business: string) => `Your claim for ${business} was not approved`,
  rejectedBody: "Contact us if you think this is a mistake.",
} as const;

export const CLAIM_ROLES = ["Owner", "Co-owner", "Manager", "Employee", "Other"] as const;

export const ZSubmitClaimSchema = z
  .object({
    businessId: z.string().trim().min(1).max(64),
    roleAtBusiness: z.enum(CLAIM_ROLES, "Choose your role at the business."),
    phone: z
      .string()
      .trim()
      .min(1, "Phone is required.")
      .max(40, "Phone is too long.")
      .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 7, "Enter a phone number we can call."),
    note: z.string().trim().max(1000, "Note must be at most 1,000 characters.").default(""),
  })
  .strict();
export type TSubmitClaimInput = z.input<typeof ZSubmitClaimSchema>;

export const ZClaimIdSchema = z.object({ id: z.string().trim().min(1).max(64) }).strict();
export const ZListClaimsSchema = z.object({ status: z.enum(["pending", "approved", "rejected"]).default("pending") }).strict();
