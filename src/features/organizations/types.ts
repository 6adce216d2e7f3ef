// Organisations' kinds, limits, labels and texts, without zod: browser components import them here.

export const ORGANIZATION_KINDS = ["chamber", "referral_group", "association", "other"] as const;
export type TOrganizationKind = (typeof ORGANIZATION_KINDS)[number];
export const ORGANIZATION_KIND_LABELS: Record<TOrganizationKind, string> = {
  chamber: "Chamber of commerce",
  referral_group: "Referral group",
  association: "Association",
  other: "Other",
};

export type TMembershipStatus = "requested" | "invited" | "active";

export const ORGANIZATION_NAME_MAX = 120;
export const ORGANIZATION_DESCRIPTION_MAX = 2000;
export const MEMBER_OFFER_TITLE_MAX = 120;
export const MEMBER_OFFER_DETAILS_MAX = 1000;
export const MEMBERS_PAGE_SIZE = 24;
/** Per owner per day, on the shared limiter. */
export const ORGANIZATION_REQUESTS_PER_DAY = 3;
/** Per organisation admin per day. */
export const INVITATIONS_PER_DAY = 50;

export const LEADERBOARD_PERIODS = ["month", "quarter", "year"] as const;
export type TLeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** The organisation's public page (and its waitlist doorway). */
export const organizationPath = (slug: string) => `/organization/${slug}`;

export const ORGANIZATION_MESSAGES = {
  notFound: "Organization not found.",
  notManager: "Only this organization's admins can do that.",
  notMember: "Only members of this organization can see that.",
  leaderboardPrivate: "This organization's leaderboard is not public.",
  slugTaken: "That address is already used by another organization.",
  verifyEmail: "Verify your email address to request an organization.",
  alreadyMember: (name: string) => `Your business is already a member of ${name}.`,
  alreadyRequested: (name: string) => `Your business has already asked to join ${name}.`,
  alreadyInvited: (name: string) => `${name} has already invited your business: accept it on your dashboard.`,
  businessAlreadyMember: "That business is already a member.",
  businessAlreadyInvited: "That business has already been invited or has asked to join.",
  emailAlreadyInvited: "That email address has already been invited.",
  membershipNotFound: "Membership not found.",
  offerNotFound: "Offer not found.",
  tooManyRequests: `You can request ${ORGANIZATION_REQUESTS_PER_DAY} organizations a day. Please try again tomorrow.`,
  tooManyInvitations: `An organization can send ${INVITATIONS_PER_DAY} invitations a day. Please try again tomorrow.`,
} as const;

/** Membership, invitations and member-only offers. */
export const MEMBERSHIP_MESSAGES = {
  inactive: "This organization is not active.",
  notListed: "Your business must be listed on LocalHub to join an organization.",
  verifyToJoin: "Verify your email address to join an organization.",
  verifyToInvite: "Verify your email address to send invitations.",
  businessNotListed: "That business is not listed on LocalHub.",
  businessUnclaimed: "That business has no owner on LocalHub yet, so nobody can accept an invitation.",
  emailHasAccount:
    "That email address already has a LocalHub account: invite their business instead (search for it by name).",
  requestNotFound: "Request not found.",
  invitationNotFound: "Invitation not found.",
  notActiveMember: "Only an active member business can do that.",
  tooManyOffers: "You can post 20 member offers a day. Please try again tomorrow.",
} as const;

/** Member offers an owner may post a day (per owner, on the shared limiter). */
export const MEMBER_OFFERS_PER_DAY = 20;

/** The organisation admin's screen. */
export const organizationManagePath = (slug: string) => `/organization/${slug}/manage`;
