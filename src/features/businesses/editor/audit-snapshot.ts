import "server-only";
// What an admin's save of one editor section records in the audit log: that section's fields,
// before and after (the log keeps only those that changed). Owners' own saves are not audited.
import type { Tx } from "@/platform/db";
import { rowToRange } from "./hours-rules";

export type AuditedSection =
  | "basics"
  | "location"
  | "contact"
  | "photos"
  | "gallery"
  | "hours"
  | "specialHours"
  | "services"
  | "offers"
  | "active";

const COLUMNS = {
  basics: {
    businessName: true,
    slug: true,
    description: true,
    categoryId: true,
    onlineBooking: true,
    sameDayService: true,
  },
  location: { address: true, citySlug: true, zipCode: true, latitude: true, longitude: true },
  contact: {
    phone: true,
    email: true,
    websiteUrl: true,
    instagramUrl: true,
    facebookUrl: true,
    tiktokUrl: true,
    googleBusinessUrl: true,
  },
  photos: { logoUrl: true, coverImageUrl: true },
  gallery: { coverImageUrl: true },
  active: { active: true },
} as const;

const LISTS = {
  gallery: async (tx: Tx, id: string) => ({
    photos: (
      await tx.businessPhoto.findMany({
        where: { businessId: id },
        orderBy: [{ position: "asc" }, { createdAt: "asc" }],
        select: { url: true, altText: true },
      })
    ).map((photo) => `${photo.url} ${photo.altText}`),
  }),
  basics: async (tx: Tx, id: string) => ({
    tagIds: (await tx.businessTagAssignment.findMany({ where: { businessId: id }, select: { tagId: true } }))
      .map((row) => row.tagId)
      .sort(),
  }),
  hours: async (tx: Tx, id: string) => ({
    hours: (
      await tx.businessHours.findMany({
        where: { businessId: id },
        orderBy: [{ dayOfWeek: "asc" }, { openMinute: "asc" }],
        select: { dayOfWeek: true, openMinute: true, closeMinute: true },
      })
    )
      .map(rowToRange)
      .map((range) => `${range.dayOfWeek} ${range.open}-${range.close}`),
  }),
  specialHours: async (tx: Tx, id: string) => ({
    specialHours: (
      await tx.businessSpecialHours.findMany({
        where: { businessId: id },
        orderBy: [{ day: "asc" }, { openMinute: "asc" }],
        select: { day: true, closed: true, openMinute: true, closeMinute: true, label: true },
      })
    ).map(({ day, closed, openMinute, closeMinute, label }) => {
      const range = rowToRange({ dayOfWeek: 0, openMinute: openMinute ?? 0, closeMinute: closeMinute ?? 0 });
      return `${day} ${closed ? "closed" : `${range.open}-${range.close}`}${label ? ` ${label}` : ""}`;
    }),
  }),
  services: async (tx: Tx, id: string) => ({
    services: await tx.service.findMany({
      where: { businessId: id },
      orderBy: [{ displayOrder: "asc" }, { createdAt: "asc" }],
      select: { serviceName: true, priceFromCents: true, priceToCents: true, durationMinutes: true, isFeatured: true },
    }),
  }),
  offers: async (tx: Tx, id: string) => ({
    offers: await tx.businessOffer.findMany({
      where: { businessId: id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { title: true, isActive: true, isPinned: true, validFrom: true, validTo: true },
    }),
  }),
} as const;

export function sectionSnapshot(section: AuditedSection) {
  return async (tx: Tx, id: string) => {
    const columns =
      section in COLUMNS
        ? await tx.businessProfile.findUnique({ where: { id }, select: COLUMNS[section as keyof typeof COLUMNS] })
        : {};
    if (!columns) return null;
    const list = section in LISTS ? await LISTS[section as keyof typeof LISTS](tx, id) : {};
    return { ...columns, ...list };
  };
}
