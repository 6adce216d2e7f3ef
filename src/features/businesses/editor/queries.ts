import "server-only";
// What the business editor loads: the business as form values (owner or admin only), and the
// choices its fields offer.
import type { Db } from "@/platform/db";
import { findEditableBusiness, type Editor } from "../access";
import { rowToRange } from "./hours-rules";
import { dayIn } from "./offer-dates";

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

export async function getBusinessForEdit(db: Db, editor: Editor, id: string) {
  await findEditableBusiness(db, id, editor);
  const business = await db.businessProfile.findUniqueOrThrow({
    where: { id },
    include: {
      categoryRef: { select: { parentId: true } },
      tags: { select: { tagId: true } },
      hours: {
        orderBy: [{ dayOfWeek: "asc" }, { openMinute: "asc" }],
        select: { dayOfWeek: true, openMinute: true, closeMinute: true },
      },
      services: { orderBy: [{ displayOrder: "asc" }, { createdAt: "asc" }] },
      offers: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  return {
    id: business.id,
    slug: business.slug,
    citySlug: business.citySlug,
    active: business.active,
    awaitingApproval: business.awaitingApproval,
    verificationStatus: business.verificationStatus,
    basics: {
      businessName: business.businessName,
      description: business.description ?? "",
      parentCategoryId: business.categoryRef?.parentId ?? "",
      categoryId: business.categoryId ?? "",
      tagIds: business.tags.map((tag) => tag.tagId),
      onlineBooking: business.onlineBooking,
      sameDayService: business.sameDayService,
    },
    location: {
      address: business.address ?? "",
      citySlug: business.citySlug,
      zipCode: business.zipCode ?? "",
      latitude: business.latitude,
      longitude: business.longitude,
    },
    contact: {
      phone: business.phone ?? "",
      email: business.email ?? "",
      websiteUrl: business.websiteUrl ?? "",
      instagramUrl: business.instagramUrl ?? "",
      facebookUrl: business.facebookUrl ?? "",
      tiktokUrl: business.tiktokUrl ?? "",
      googleBusinessUrl: business.googleBusinessUrl ?? "",
    },
    photos: { logoUrl: business.logoUrl, coverImageUrl: business.coverImageUrl },
    hours: business.hours.map(rowToRange),
    services: business.services.map((service) => ({
      id: service.id,
      serviceName: service.serviceName,
      description: service.description ?? "",
      priceFrom: dollars(service.priceFromCents),
      priceTo: dollars(service.priceToCents),
      durationMinutes: service.durationMinutes,
      isFeatured: service.isFeatured,
    })),
    offers: business.offers.map((offer) => ({
      id: offer.id,
      title: offer.title,
      description: offer.description ?? "",
      isActive: offer.isActive,
      isPinned: offer.isPinned,
      validFrom: offer.validFrom ? dayIn(offer.validFrom, business.timeZone) : null,
      validTo: offer.validTo ? dayIn(offer.validTo, business.timeZone) : null,
    })),
  };
}

export type BusinessForEdit = Awaited<ReturnType<typeof getBusinessForEdit>>;

/** The business categories as a tree (top level with their subcategories), by name. */
export function categoryTree(db: Db) {
  return db.businessCategory.findMany({
    where: { parentId: null, active: true },
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      children: { where: { active: true }, orderBy: { name: "asc" }, select: { id: true, name: true } },
    },
  });
}

/** Categories (top level with their subcategories), active tags and the cities, for the form. */
export async function businessFormOptions(db: Db) {
  const [categories, tags, cities] = await Promise.all([
    categoryTree(db),
    db.businessTag.findMany({ where: { isActive: true }, orderBy: { name: "asc" }, select: { id: true, name: true } }),
    db.city.findMany({
      orderBy: { name: "asc" },
      select: { slug: true, name: true, state: true, zipCode: true, latitude: true, longitude: true },
    }),
  ]);
  return { categories, tags, cities };
}

export type BusinessFormOptions = Awaited<ReturnType<typeof businessFormOptions>>;
