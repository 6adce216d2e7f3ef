import "server-only";
// Creating a business and saving its editor's sections: one transaction per save, so a refused
// save changes nothing.
import type { z } from "zod";
import type { Db, Tx } from "@/platform/db";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { invalidateCache } from "@/platform/process-cache";
import { CACHE_TAGS } from "@/features/catalogue/cache";
import { slugify } from "@/lib/slug";
import { adminChange } from "@/features/audit/admin-change";
import { isAdmin, type Role } from "@/lib/roles";
import { findBusinessOwner, lockEditableBusiness, type Editor } from "../access";
import { sectionSnapshot, type AuditedSection } from "./audit-snapshot";
import { basicsColumns, contactColumns, locationColumns, photoColumns, replaceTags } from "./details";
import { replaceHours } from "./hours";
import { replaceOffers } from "./offers";
import { replaceServices } from "./services";
import { isTrustedOwner, LISTING_MESSAGES } from "./listing-approval";
import { freeSlug, moveSlug, releaseRedirect } from "./slugs";
import {
  type ZBasicsSchema,
  type ZContactSchema,
  type ZCreateBusinessSchema,
  type ZHoursSchema,
  type ZLocationSchema,
  type ZOffersSchema,
  type ZPhotosSchema,
  type ZServicesSchema,
} from "./schema";

export type SavedBusiness = { id: string; slug: string; citySlug: string; active: boolean; awaitingApproval: boolean };
const SAVE_ATTEMPTS = 3;

/** Runs a save; a slug taken by a simultaneous save (unique violation) is retried with the next free one. */
async function withSlugRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SAVE_ATTEMPTS) throw error;
    }
  }
}

/**
 * A new business owned by `owner`: pending verification, with its hours, services, offers and
 * photos; the owner becomes a business owner in the same transaction. A trusted owner's listing is
 * active at once (without the verified badge); anyone else's waits, inactive, for an admin's
 * approval (listing-approval.ts). The caller has admitted the listing (admitListing).
 */
export function createBusiness(
  db: Db,
  owner: { id: string; roles: readonly Role[] },
  input: z.output<typeof ZCreateBusinessSchema>,
): Promise<SavedBusiness> {
  const userId = owner.id;
  return withSlugRetry(() =>
    db.$transaction(async (tx) => {
      const trusted = await isTrustedOwner(tx, owner);
      const basics = await basicsColumns(tx, input.basics);
      const location = await locationColumns(tx, input.location);
      const slug = await freeSlug(tx, location.citySlug, basics.columns.businessName);
      await releaseRedirect(tx, location.citySlug, slug);
      const business = await tx.businessProfile.create({
        data: {
          ...basics.columns,
          ...location,
          ...contactColumns(input.contact),
          ...photoColumns(input.photos),
          slug,
          ownerId: userId,
          verificationStatus: "pending",
          active: trusted,
          awaitingApproval: !trusted,
        },
        select: { id: true, slug: true, citySlug: true, active: true, awaitingApproval: true, timeZone: true },
      });
      await replaceTags(tx, business.id, basics.tagIds);
      await replaceHours(tx, business.id, input.hours);
      await replaceServices(tx, business.id, input.services);
      await replaceOffers(tx, business, input.offers);
      await tx.userRole.upsert({
        where: { userId_role: { userId, role: "business_owner" } },
        create: { userId, role: "business_owner" },
        update: {},
      });
      return {
        id: business.id,
        slug: business.slug,
        citySlug: business.citySlug,
        active: business.active,
        awaitingApproval: business.awaitingApproval,
      };
    }),
  );
}

type Locked = Awaited<ReturnType<typeof lockEditableBusiness>>;
/** A section's write; answers what it changed of the business's address or state, if anything. */
type Save<T> = (tx: Tx, business: Locked, data: T) => Promise<Partial<SavedBusiness> | void>;

/** An admin's save of a business they do not own is an admin change (audited); an owner's is not. */
async function isAdminEdit(db: Db, editor: Editor, businessId: string): Promise<boolean> {
  if (!isAdmin(editor.roles)) return false;
  const business = await findBusinessOwner(db, businessId);
  return business?.ownerId !== editor.id;
}

/**
 * Locks the business (owner or admin only) and runs one section's write. An admin's change writes
 * its audit entry (the section's fields before and after) in the same transaction. Cached business
 * cards (the featured list) are read again after it.
 */
export async function editSection<R>(
  db: Db,
  editor: Editor,
  businessId: string,
  section: AuditedSection,
  write: (tx: Tx, business: Locked) => Promise<R>,
): Promise<R> {
  const run = async (tx: Tx) => write(tx, await lockEditableBusiness(tx, businessId, editor));
  const audited = await isAdminEdit(db, editor, businessId);
  const actor = { db, session: { id: editor.id, email: editor.email ?? null } };
  const change = {
    action: `business.${SECTION_ACTIONS[section]}`,
    targetId: businessId,
    snapshot: sectionSnapshot(section),
  };
  const result = await withSlugRetry(() => (audited ? adminChange(actor, change, run) : db.$transaction(run)));
  invalidateCache(CACHE_TAGS.businesses);
  return result;
}

/** Saves one section of the editor (editSection) and answers the business's public address. */
function saveSection<T>(
  db: Db,
  editor: Editor,
  businessId: string,
  section: AuditedSection,
  data: T,
  apply: Save<T>,
): Promise<SavedBusiness> {
  return editSection(db, editor, businessId, section, async (tx, business) => {
    const changed = await apply(tx, business, data);
    return {
      id: business.id,
      slug: business.slug,
      citySlug: business.citySlug,
      active: business.active,
      awaitingApproval: business.awaitingApproval,
      ...changed,
    };
  });
}

const SECTION_ACTIONS: Record<AuditedSection, string> = {
  basics: "editBasics",
  location: "editLocation",
  contact: "editContact",
  photos: "editPhotos",
  gallery: "editGallery",
  hours: "editHours",
  specialHours: "editSpecialHours",
  services: "editServices",
  offers: "editOffers",
  active: "setActive",
};

export function updateBasics(db: Db, editor: Editor, id: string, data: z.output<typeof ZBasicsSchema>) {
  return saveSection(db, editor, id, "basics", data, async (tx, business) => {
    const basics = await basicsColumns(tx, data);
    // A new name gets a new slug (the old one redirects); a change of case or punctuation does not.
    const renamed = slugify(basics.columns.businessName) !== slugify(business.businessName);
    const slug = renamed
      ? await freeSlug(tx, business.citySlug, basics.columns.businessName, business.id)
      : business.slug;
    await moveSlug(tx, business, { citySlug: business.citySlug, slug });
    await tx.businessProfile.update({
      where: { id: business.id },
      data: { ...basics.columns, slug },
      select: { id: true },
    });
    await replaceTags(tx, business.id, basics.tagIds);
    return { slug };
  });
}

export function updateLocation(db: Db, editor: Editor, id: string, data: z.output<typeof ZLocationSchema>) {
  return saveSection(db, editor, id, "location", data, async (tx, business) => {
    const location = await locationColumns(tx, data);
    const moved = location.citySlug !== business.citySlug;
    const slug = moved ? await freeSlug(tx, location.citySlug, business.businessName, business.id) : business.slug;
    await moveSlug(tx, business, { citySlug: location.citySlug, slug });
    await tx.businessProfile.update({ where: { id: business.id }, data: { ...location, slug }, select: { id: true } });
    return { citySlug: location.citySlug, slug };
  });
}

export function updateContact(db: Db, editor: Editor, id: string, data: z.output<typeof ZContactSchema>) {
  return saveSection(db, editor, id, "contact", data, async (tx, business) => {
    await tx.businessProfile.update({ where: { id: business.id }, data: contactColumns(data), select: { id: true } });
  });
}

export function updatePhotos(db: Db, editor: Editor, id: string, data: z.output<typeof ZPhotosSchema>) {
  return saveSection(db, editor, id, "photos", data, async (tx, business) => {
    await tx.businessProfile.update({ where: { id: business.id }, data: photoColumns(data), select: { id: true } });
  });
}

export function saveHours(db: Db, editor: Editor, id: string, data: z.output<typeof ZHoursSchema>) {
  return saveSection(db, editor, id, "hours", data, (tx, business) => replaceHours(tx, business.id, data));
}

export function saveServices(db: Db, editor: Editor, id: string, data: z.output<typeof ZServicesSchema>) {
  return saveSection(db, editor, id, "services", data, (tx, business) => replaceServices(tx, business.id, data));
}

export function saveOffers(db: Db, editor: Editor, id: string, data: z.output<typeof ZOffersSchema>) {
  return saveSection(db, editor, id, "offers", data, (tx, business) => replaceOffers(tx, business, data));
}

/**
 * 'Deactivate listing' / 'Reactivate': an inactive business leaves the directory and its profile.
 * A listing waiting for approval is made public by an admin's approval, not by its owner.
 */
export function setBusinessActive(db: Db, editor: Editor, id: string, active: boolean) {
  return saveSection(db, editor, id, "active", active, async (tx, business) => {
    if (active && business.awaitingApproval) throw new AppError("FORBIDDEN", LISTING_MESSAGES.awaitingApproval);
    await tx.businessProfile.update({ where: { id: business.id }, data: { active }, select: { id: true } });
    return { active };
  });
}
