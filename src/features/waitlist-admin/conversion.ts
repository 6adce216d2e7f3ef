import "server-only";
// Turning a waitlist entry into a draft business profile: owned by the account with the entry's
// email (which becomes a business owner) or unowned, and the entry marked converted, all at once.
import type { Db } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { KNOWN_CITIES } from "@/lib/cities";
import { freeSlug } from "@/features/businesses/slugs";
import { ALREADY_CONVERTED_MESSAGE, ENTRY_NOT_FOUND_MESSAGE, UNKNOWN_CATEGORY_MESSAGE, UNKNOWN_CITY_MESSAGE, type TConvertEntryInput } from "./schema";

export async function getConversionEntry(db: Db, id: string) {
  const entry = await db.waitlistEntry.findUnique({ where: { id } });
  if (!entry) throw new AppError("NOT_FOUND", ENTRY_NOT_FOUND_MESSAGE);
  return entry;
}

export async function convertEntry(db: Db, input: TConvertEntryInput): Promise<{ businessId: string; ownerId: string | null }> {
  const city = KNOWN_CITIES.find((known) => known.slug === input.citySlug);
  if (!city) throw new AppError("BAD_REQUEST", UNKNOWN_CITY_MESSAGE, "citySlug");
  try {
    return await db.$transaction(async (tx) => {
      const entry = await tx.waitlistEntry.findUnique({ where: { id: input.entryId }, select: { email: true, status: true } });
      if (!entry) throw new AppError("NOT_FOUND", ENTRY_NOT_FOUND_MESSAGE);
      if (entry.status === "converted") throw new AppError("CONFLICT", ALREADY_CONVERTED_MESSAGE);
      const category = await tx.businessCategory.findUnique({ where: { id: input.categoryId }, select: { id: true, name: true } });
      if (!category) throw new AppError("BAD_REQUEST", UNKNOWN_CATEGORY_MESSAGE, "categoryId");
      const owner = await tx.user.findUnique({ where: { email: entry.email }, select: { id: true } });

      const business = await tx.businessProfile.create({
        data: {
          ownerId: owner?.id ?? null,
          businessName: input.businessName,
          slug: await freeSlug(tx, city.slug, input.businessName),
          category: category.name,
          categoryId: category.id,
          address: input.address,
          city: city.name,
          citySlug: city.slug,
          state: city.state,
          zipCode: input.zipCode ?? city.zipCode,
          phone: input.phone,
          email: input.email,
          instagramUrl: input.instagramUrl,
          facebookUrl: input.facebookUrl,
          tiktokUrl: input.tiktokUrl,
          googleBusinessUrl: input.googleBusinessUrl,
          latitude: city.latitude,
          longitude: city.longitude,
          timeZone: city.timeZone,
          active: false,
          verificationStatus: "pending",
        },
        select: { id: true },
      });
      if (owner) {
        await tx.userRole.upsert({
          where: { userId_role: { userId: owner.id, role: "business_owner" } },
          create: { userId: owner.id, role: "business_owner" },
          update: {},
        });
      }
      // Only a still-waiting entry is converted: a simultaneous second conversion changes nothing and is rolled back.
      const marked = await tx.waitlistEntry.updateMany({
        where: { id: input.entryId, status: "waiting" },
        data: { status: "converted", convertedBusinessId: business.id },
      });
      if (marked.count !== 1) throw new AppError("CONFLICT", ALREADY_CONVERTED_MESSAGE);
      return { businessId: business.id, ownerId: owner?.id ?? null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", ALREADY_CONVERTED_MESSAGE);
    throw error;
  }
}
