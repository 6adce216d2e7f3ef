// Claiming a listing: the product's texts and the roles a claimant may give. Browser-safe and
// free of zod, so the claim box on a profile stays light.
import { BUSINESS_NOT_FOUND } from "../types";

export const CLAIM_MESSAGES = {
  submitted: "Claim sent. We'll let you know when it has been reviewed.",
  alreadyPending: "You already have a pending claim for this business.",
  alreadyOwned: "This business already has an owner.",
  notFound: BUSINESS_NOT_FOUND,
  claimNotFound: "Claim not found.",
  alreadyDecided: "This claim has already been decided.",
  verifyEmailFirst: "Verify your email address before claiming a business.",
  claimantUnverified:
    "The claimant's email address is not verified, so this claim cannot be approved. Reject it, or wait until they verify their address.",
  approvedTitle: (business: string) => `Your claim for ${business} was approved`,
  approvedBody: "You can now edit the listing from your Business Dashboard.",
  rejectedTitle: (business: string) => `Your claim for ${business} was not approved`,
  rejectedBody: "Contact us if you think this is a mistake.",
} as const;

export const CLAIM_ROLES = ["Owner", "Co-owner", "Manager", "Employee", "Other"] as const;
