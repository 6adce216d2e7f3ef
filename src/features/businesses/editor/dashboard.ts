import "server-only";
// /dashboard: the signed-in user's own businesses with their status, reach and what is missing.
import type { Db } from "@/platform/db";
import { isEmailVerified } from "@/features/auth/email-verification";
import { insightTotals } from "@/features/insights/queries";
import { statusOf } from "./components/status-badge";

type ChecklistItem = { key: string; label: string; done: boolean; href: string };

/** The dashboard's insights summary covers the business's last 30 local days. */
const DASHBOARD_INSIGHT_DAYS = 30;

export async function ownerDashboard(db: Db, userId: string) {
  const businesses = await db.businessProfile.findMany({
    where: { ownerId: userId },
    orderBy: [{ businessName: "asc" }, { id: "asc" }],
    select: {
      id: true,
      businessName: true,
      slug: true,
      citySlug: true,
      city: true,
      timeZone: true,
      verificationStatus: true,
      active: true,
      awaitingApproval: true,
      averageRating: true,
      totalReviews: true,
      description: true,
      logoUrl: true,
      coverImageUrl: true,
      phone: true,
      websiteUrl: true,
      _count: { select: { favorites: true, listItems: true, hours: true, services: true, offers: true } },
    },
  });
  const [insights, emailVerified] = await Promise.all([
    insightTotals(db, businesses, DASHBOARD_INSIGHT_DAYS),
    isEmailVerified(db, userId),
  ]);
  return businesses.map(({ _count, description, logoUrl, coverImageUrl, phone, websiteUrl, ...business }) => {
    const edit = `/dashboard/business/${business.id}`;
    const checklist: ChecklistItem[] = [
      { key: "description", label: "Add a description", done: Boolean(description), href: `${edit}#basics` },
      {
        key: "contact",
        label: "Add a phone number or website",
        done: Boolean(phone || websiteUrl),
        href: `${edit}#contact`,
      },
      { key: "hours", label: "Add opening hours", done: _count.hours > 0, href: `${edit}#hours` },
      { key: "logo", label: "Upload a logo", done: Boolean(logoUrl), href: `${edit}#photos` },
      { key: "cover", label: "Upload a cover photo", done: Boolean(coverImageUrl), href: `${edit}#photos` },
      { key: "services", label: "List your services", done: _count.services > 0, href: `${edit}#services` },
      { key: "offers", label: "Add an offer", done: _count.offers > 0, href: `${edit}#offers` },
    ];
    const totals = insights.get(business.id);
    const status = statusOf(business);
    return {
      ...business,
      status,
      /** Only the owner's email verification stands between the business and an admin's verification. */
      awaitsOwnerEmail: status === "pending" && !emailVerified,
      favourites: _count.favorites,
      listSaves: _count.listItems,
      insights30Days: {
        views: totals?.views ?? 0,
        calls: totals?.callClicks ?? 0,
        website: totals?.websiteClicks ?? 0,
        directions: totals?.directionClicks ?? 0,
      },
      checklist,
      publicUrl: `/business/${business.citySlug}/${business.slug}`,
    };
  });
}

export type OwnerDashboardBusiness = Awaited<ReturnType<typeof ownerDashboard>>[number];
