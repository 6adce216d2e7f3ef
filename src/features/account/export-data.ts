import "server-only";
// 'Download my data': everything LocalHub keeps about the account, as one JSON document.
// Waitlist entries are matched by email address, and anyone can sign up with someone else's
// address, so they are included only once the account has proven the address (verified), and
// then only what the person gave or was told: never token hashes, IP addresses or internal ids.
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
  createdAt: true,
} satisfies Prisma.WaitlistEntrySelect;

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
  };
}
