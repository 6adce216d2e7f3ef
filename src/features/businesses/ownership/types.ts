// The admin edit screen's own fields (owner, member since): texts shared by the panel and the server.
export const OWNERSHIP_MESSAGES = {
  userNotFound: "That account no longer exists. Search for the owner again.",
  dateFormat: "Enter the date as YYYY-MM-DD.",
  dateInFuture: "Member since cannot be in the future.",
  dateTooEarly: "Member since must be in 1900 or later.",
  ownerSet: (email: string) => `${email} now owns this business`,
  ownerRemoved: "Owner removed",
  memberSinceSaved: "Member since saved",
  noMatches: "No accounts start with that email.",
} as const;

/** A business's admin-only facts as the edit screen shows them. */
export type AdminBusinessFacts = {
  id: string;
  businessName: string;
  owner: { id: string; email: string | null; displayName: string } | null;
  verificationStatus: "pending" | "verified" | "rejected";
  featured: boolean;
  active: boolean;
  /** A new listing waiting for an admin's approval (inactive until then). */
  awaitingApproval: boolean;
  /** YYYY-MM-DD (UTC). */
  memberSince: string;
};
