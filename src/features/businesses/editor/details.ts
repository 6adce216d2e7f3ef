import "server-only";
// The checks zod cannot make (the category pair, active tags, the city and its ZIP codes) and the
// columns each section of the form writes.
import type { z } from "zod";
import type { Db, Tx } from "@/platform/db";
import { AppError } from "@/platform/errors";
import {
  BUSINESS_MESSAGES,
  type ZBasicsSchema,
  type ZContactSchema,
  type ZLocationSchema,
  type ZPhotosSchema,
} from "./schema";

type Client = Db | Tx;

export async function basicsColumns(db: Client, basics: z.output<typeof ZBasicsSchema>) {
  const parent = await db.businessCategory.findFirst({
    where: { id: basics.parentCategoryId, parentId: null, active: true },
    select: { id: true },
  });
  if (!parent) throw new AppError("BAD_REQUEST", BUSINESS_MESSAGES.unknownCategory, "parentCategoryId");
  const child = await db.businessCategory.findFirst({
    where: { id: basics.categoryId, parentId: parent.id, active: true },
    select: { id: true, name: true },
  });
  if (!child) throw new AppError("BAD_REQUEST", BUSINESS_MESSAGES.subcategoryNotUnderParent, "categoryId");
  const tagIds = [...new Set(basics.tagIds)];
  if (
    tagIds.length &&
    (await db.businessTag.count({ where: { id: { in: tagIds }, isActive: true } })) !== tagIds.length
  ) {
    throw new AppError("BAD_REQUEST", BUSINESS_MESSAGES.unknownTag, "tagIds");
  }
  return {
    columns: {
      businessName: basics.businessName,
      description: basics.description || null,
      category: child.name,
      categoryId: child.id,
      onlineBooking: basics.onlineBooking,
      sameDayService: basics.sameDayService,
    },
    tagIds,
  };
}

/** Replaces a business's tags (inside the save's transaction). */
export async function replaceTags(tx: Tx, businessId: string, tagIds: string[]) {
  await tx.businessTagAssignment.deleteMany({ where: { businessId } });
  if (tagIds.length)
    await tx.businessTagAssignment.createMany({ data: tagIds.map((tagId) => ({ businessId, tagId })) });
}

/**
 * The city (one of the known cities), its time zone, and coordinates: as entered, else the ZIP's
 * centre when it is a city's known ZIP, else the city's centre. A ZIP known to belong to another
 * city is refused.
 */
export async function locationColumns(db: Client, location: z.output<typeof ZLocationSchema>) {
  const city = await db.city.findUnique({ where: { slug: location.citySlug } });
  if (!city) throw new AppError("BAD_REQUEST", BUSINESS_MESSAGES.unknownCity, "citySlug");
  if (location.zipCode && location.zipCode !== city.zipCode) {
    const elsewhere = await db.city.findFirst({
      where: { zipCode: location.zipCode, slug: { not: city.slug } },
      select: { name: true },
    });
    if (elsewhere)
      throw new AppError("BAD_REQUEST", BUSINESS_MESSAGES.zipOtherCity(location.zipCode, elsewhere.name), "zipCode");
  }
  const exact = location.latitude !== null && location.longitude !== null;
  return {
    address: location.address || null,
    city: city.name,
    citySlug: city.slug,
    state: city.state,
    zipCode: location.zipCode || null,
    latitude: exact ? location.latitude : city.latitude,
    longitude: exact ? location.longitude : city.longitude,
    timeZone: city.timeZone,
  };
}

export function contactColumns(contact: z.output<typeof ZContactSchema>) {
  return { ...contact, phone: contact.phone || null, email: contact.email || null };
}

export function photoColumns(photos: z.output<typeof ZPhotosSchema>) {
  return { logoUrl: photos.logoUrl, coverImageUrl: photos.coverImageUrl };
}
