import "server-only";
// Turning a waitlist entry into a draft business profile and marking the entry converted, all at
// once. Ownership needs proof: anyone can sign up with any email address, so an account with the
// entry's email is NOT made the owner. The business starts unowned and the entry's address gets a
// claim invitation, unless an account has verified that address (`verifiedOwnerFor`): that
// account becomes the owner.
import { inTransaction, type Db, type DbOrTx, type Tx } from "@/platform/db";
import { adminChange, type AdminActor, type AdminChange } from "@/features/audit/admin-change";
import { sendTemplatedEmail } from "@/features/email/send";
import { absoluteUrl } from "@/platform/site-url";
import { AppError, isUniqueViolation } from "@/platform/errors";
import { KNOWN_CITIES } from "@/lib/cities";
import { freeSlug } from "@/features/businesses/editor/slugs";
import {
  ALREADY_CONVERTED_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
  UNKNOWN_CITY_MESSAGE,
  type TConvertEntryInput,
} from "./schema";

export async function getConversionEntry(db: Db, id: string) {
  const entry = await db.waitlistEntry.findUnique({ where: { id } });
  if (!entry) throw new AppError("NOT_FOUND", ENTRY_NOT_FOUND_MESSAGE);
  return entry;
}

/**
 * The account that has proven it receives mail at `email` (a verified email address), to be made
 * the business's owner. An account merely signed up with the address is not proof.
 */
function verifiedOwnerFor(tx: Tx, email: string): Promise<{ id: string } | null> {
  return tx.user.findFirst({ where: { email, emailVerifiedAt: { not: null } }, select: { id: true } });
}

type Conversion = { businessId: string; ownerId: string | null; invite: { to: string; ownerName: string } | null };

/** The audit entry of a conversion: the new business (its admin-relevant fields) and the entry it came from. */
function conversionChange(entryId: string): AdminChange<Conversion> {
  return {
    action: "waitlistEntry.convert",
    targetType: "business",
    targetId: (converted) => converted.businessId,
    snapshot: (tx, id) =>
      tx.businessProfile.findUnique({
        where: { id },
        select: {
          businessName: true,
          category: true,
          city: true,
          ownerId: true,
          active: true,
          verificationStatus: true,
        },
      }),
    details: () => ({ waitlistEntryId: entryId }),
  };
}

/**
 * Converts the entry as an admin: the business, the entry's new status and the audit entry commit
 * together; the claim invitation is queued after the commit.
 */
export async function convertEntry(
  actor: AdminActor,
  input: TConvertEntryInput,
): Promise<{ businessId: string; ownerId: string | null }> {
  const converted = await adminChange(actor, conversionChange(input.entryId), (tx) => writeConversion(tx, input));
  if (converted.invite) await sendClaimInvitation(actor.db, converted.businessId, input.businessName, converted.invite);
  return { businessId: converted.businessId, ownerId: converted.ownerId };
}

async function writeConversion(db: DbOrTx, input: TConvertEntryInput): Promise<Conversion> {
  const city = KNOWN_CITIES.find((known) => known.slug === input.citySlug);
  if (!city) throw new AppError("BAD_REQUEST", UNKNOWN_CITY_MESSAGE, "citySlug");
  try {
    return await inTransaction(db, async (tx) => {
      const entry = await tx.waitlistEntry.findUnique({
        where: { id: input.entryId },
        select: { email: true, status: true, ownerName: true, emailConfirmedAt: true },
      });
      if (!entry) throw new AppError("NOT_FOUND", ENTRY_NOT_FOUND_MESSAGE);
      if (entry.status === "converted") throw new AppError("CONFLICT", ALREADY_CONVERTED_MESSAGE);
      const category = await tx.businessCategory.findUnique({
        where: { id: input.categoryId },
        select: { id: true, name: true },
      });
      if (!category) throw new AppError("BAD_REQUEST", UNKNOWN_CATEGORY_MESSAGE, "categoryId");
      const owner = await verifiedOwnerFor(tx, entry.email);

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
      // An address never confirmed gets nothing (double opt-in): the business simply starts unowned.
      const invite = owner || !entry.emailConfirmedAt ? null : { to: entry.email, ownerName: entry.ownerName };
      return { businessId: business.id, ownerId: owner?.id ?? null, invite };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", ALREADY_CONVERTED_MESSAGE);
    throw error;
  }
}

/** Tells the entry's address its business is listed and how to claim it (sign in with this address). */
async function sendClaimInvitation(
  db: Db,
  businessId: string,
  businessName: string,
  invite: { to: string; ownerName: string },
) {
  const claimLink = absoluteUrl(`/auth?callbackUrl=${encodeURIComponent("/dashboard")}`);
  await sendTemplatedEmail(db, {
    templateKey: "business_claim_invitation",
    to: invite.to,
    variables: { ownerName: invite.ownerName, businessName, claimLink },
    dedupeKey: `claim-invitation:${businessId}`,
  });
}
