import "server-only";
// 'Download my data': everything LocalHub keeps about the account, as one JSON document.
// Waitlist entries are matched by email address, and anyone can sign up with someone else's
// address, so they are included only once the account has proven the address (verified), and
// then only what the person gave or was told: never token hashes, IP addresses or internal ids.
// The business network is exported for the businesses the person owns, and the enquiries they sent
// with their conversations (each message by its side, never a name).
import type { Prisma } from "@/generated/sqlite/client";
import type { Db } from "@/platform/db";

/** What a waitlist entry's owner gave us, and what happened to it. */
const EXPORTED_WAITLIST_FIELDS = {
  businessName: true,
  ownerName: true,
  email: true,
  phone: true,
  category: true,
  location: true,
  zipCode: true,
  address: true,
  employees: true,
  instagramUrl: true,
  facebookUrl: true,
  tiktokUrl: true,
  googleBusinessUrl: true,
  marketingAuditInterest: true,
  referralSource: true,
  referralMedium: true,
  referralCampaign: true,
  organizationName: true,
  status: true,
  emailConfirmedAt: true,
  launchNotifiedAt: true,
  referralKey: true,
  confirmedReferrals: true,
  leaderboardOptIn: true,
  createdAt: true,
} satisfies Prisma.WaitlistEntrySelect;

const otherBusiness = { select: { businessName: true, slug: true, citySlug: true } } as const;
const referralFields = {
  customerName: true,
  need: true,
  status: true,
  valueCents: true,
  closeReason: true,
  createdAt: true,
  closedAt: true,
} satisfies Prisma.ReferralSelect;
const recommendationFields = { text: true, status: true, createdAt: true, respondedAt: true } as const;

/**
 * The business network of the businesses the person owns: connections and requests (either side),
 * referrals given (as the referrer sees them: no customer contact details) and received (with the
 * customer's email and phone while the business still keeps them), recommendations given and received.
 */
function ownedNetwork(db: Db, userId: string) {
  return db.businessProfile.findMany({
    where: { ownerId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      businessName: true,
      slug: true,
      citySlug: true,
      connectionsRequested: {
        orderBy: { createdAt: "asc" },
        select: { status: true, note: true, createdAt: true, acceptedAt: true, addressee: otherBusiness },
      },
      connectionsAddressed: {
        orderBy: { createdAt: "asc" },
        select: { status: true, note: true, createdAt: true, acceptedAt: true, requester: otherBusiness },
      },
      referralsGiven: { orderBy: { createdAt: "asc" }, select: { ...referralFields, toBusiness: otherBusiness } },
      referralsReceived: {
        orderBy: { createdAt: "asc" },
        select: { ...referralFields, customerEmail: true, customerPhone: true, fromBusiness: otherBusiness },
      },
      recommendationsGiven: {
        orderBy: { createdAt: "asc" },
        select: { ...recommendationFields, toBusiness: otherBusiness },
      },
      recommendationsReceived: {
        orderBy: { createdAt: "asc" },
        select: { ...recommendationFields, fromBusiness: otherBusiness },
      },
    },
  });
}

export async function exportAccountData(db: Db, userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      displayName: true,
      email: true,
      phone: true,
      emailVerifiedAt: true,
      createdAt: true,
      roles: { select: { role: true } },
      favorites: {
        orderBy: { createdAt: "asc" },
        select: { createdAt: true, business: { select: { businessName: true, slug: true, citySlug: true } } },
      },
      lists: {
        orderBy: { createdAt: "asc" },
        select: {
          name: true,
          description: true,
          isPublic: true,
          createdAt: true,
          items: {
            orderBy: { createdAt: "asc" },
            select: { notes: true, createdAt: true, business: { select: { businessName: true, slug: true } } },
          },
        },
      },
      reviews: {
        orderBy: { createdAt: "asc" },
        select: {
          rating: true,
          title: true,
          comment: true,
          reviewerName: true,
          createdAt: true,
          business: { select: { businessName: true, slug: true } },
        },
      },
    },
  });
  const [network, recommendationReports, enquiries] = await Promise.all([
    ownedNetwork(db, userId),
    db.recommendationReport.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: {
        reason: true,
        note: true,
        createdAt: true,
        recommendation: { select: { fromBusiness: otherBusiness, toBusiness: otherBusiness } },
      },
    }),
    // The enquiries the person sent, with the conversation: who wrote each message is the side, never a name.
    db.enquiry.findMany({
      where: { customerId: userId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        kind: true,
        subject: true,
        status: true,
        createdAt: true,
        business: otherBusiness,
        messages: {
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: { fromBusiness: true, body: true, createdAt: true },
        },
      },
    }),
  ]);
  const waitlistEntries =
    user.email && user.emailVerifiedAt
      ? await db.waitlistEntry.findMany({
          where: { email: user.email },
          orderBy: { createdAt: "asc" },
          select: EXPORTED_WAITLIST_FIELDS,
        })
      : [];
  const { roles, favorites, lists, reviews, ...account } = user;
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, roles: roles.map((row) => row.role) },
    favourites: favorites,
    lists,
    reviews,
    waitlistEntries,
    businessNetwork: network.map(({ connectionsRequested, connectionsAddressed, ...business }) => ({
      business: { businessName: business.businessName, slug: business.slug, citySlug: business.citySlug },
      connections: [
        ...connectionsRequested.map(({ addressee, ...connection }) => ({
          ...connection,
          direction: "sent" as const,
          otherBusiness: addressee,
        })),
        ...connectionsAddressed.map(({ requester, ...connection }) => ({
          ...connection,
          direction: "received" as const,
          otherBusiness: requester,
        })),
      ],
      referralsGiven: business.referralsGiven,
      referralsReceived: business.referralsReceived,
      recommendationsGiven: business.recommendationsGiven,
      recommendationsReceived: business.recommendationsReceived,
    })),
    recommendationReports,
    enquiries,
  };
}
